/** The spellings of a new service's name the templates use. */
export interface ServiceNames {
  /** `inspection`: folder, package, proto package, database, component, metric prefix. */
  name: string;
  /** `Inspection`: types, classes, functions (`startInspectionService`). */
  Name: string;
  /** `INSPECTION`: constants. */
  NAME: string;
}

/**
 * One lowercase word (letters, then letters or digits): the name is a proto package segment, a PostgreSQL database,
 * a Kubernetes name, a compose service and a TypeScript identifier prefix all at once, and only this fits all five.
 */
const SERVICE_NAME = /^[a-z][a-z0-9]{1,30}$/;

export function serviceNames(name: string): ServiceNames {
  if (!SERVICE_NAME.test(name)) {
    throw new Error(
      `"${name}" cannot name a service: use one lowercase word of 2-31 letters or digits, starting with a letter (e.g. inspection)`,
    );
  }
  return { name, Name: name.charAt(0).toUpperCase() + name.slice(1), NAME: name.toUpperCase() };
}

export interface Placeholders extends ServiceNames {
  grpcPort: number;
  opsPort: number;
}

/** A template's text with its placeholders filled in. */
export function fill(template: string, values: Placeholders): string {
  return template
    .replace(/__name__/g, values.name)
    .replace(/__Name__/g, values.Name)
    .replace(/__NAME__/g, values.NAME)
    .replace(/__GRPC_PORT__/g, String(values.grpcPort))
    .replace(/__OPS_PORT__/g, String(values.opsPort));
}
