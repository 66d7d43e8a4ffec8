/** The spellings of a new service's name the templates use. */
export interface ServiceNames {
  /** `inspection-analyzer`: folder, package, component, compose service, image, process and file names. */
  name: string;
  /** `inspection_analyzer`: proto package and fields, database, table, metric names, skaffold's image variables. */
  snake: string;
  /** `inspectionAnalyzer`: values and functions (`inspectionAnalyzerMetrics`). */
  camel: string;
  /** `InspectionAnalyzer`: types, classes, functions (`startInspectionAnalyzerService`). */
  Name: string;
  /** `INSPECTION_ANALYZER`: constants. */
  NAME: string;
}

/**
 * Lowercase words joined by single hyphens (each a letter, then letters or digits): the kebab form names the
 * folder, package, Kubernetes object and compose service, and the same words joined by `_` (proto package,
 * database) or cased (TypeScript) are then valid everywhere else too.
 */
const SERVICE_NAME = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;
const MAX_LENGTH = 31;

export function serviceNames(name: string): ServiceNames {
  if (!SERVICE_NAME.test(name) || name.length < 2 || name.length > MAX_LENGTH) {
    throw new Error(
      `"${name}" cannot name a service: use 2-${MAX_LENGTH} lowercase letters or digits in words joined by single hyphens, each word starting with a letter (e.g. inspection-analyzer)`,
    );
  }
  const words = name.split('-');
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return {
    name,
    snake: words.join('_'),
    camel: words[0] + capitalised.slice(1).join(''),
    Name: capitalised.join(''),
    NAME: words.join('_').toUpperCase(),
  };
}

export interface Placeholders extends ServiceNames {
  grpcPort: number;
  opsPort: number;
}

/** A template's text with its placeholders filled in. */
export function fill(template: string, values: Placeholders): string {
  return template
    .replace(/__name__/g, values.name)
    .replace(/__snake__/g, values.snake)
    .replace(/__camel__/g, values.camel)
    .replace(/__Name__/g, values.Name)
    .replace(/__NAME__/g, values.NAME)
    .replace(/__GRPC_PORT__/g, String(values.grpcPort))
    .replace(/__OPS_PORT__/g, String(values.opsPort));
}
