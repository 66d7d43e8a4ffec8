// A route's `protoFields` is written by hand next to the proto it names; a renamed or misspelt proto field would
// silently drop that field's violation from the 400 (jsonFieldsOf leaves undeclared fields out). This holds every
// mapped name to the .proto sources themselves, read by protobufjs, independent of the generated code.
import path from 'node:path';
import protobuf from 'protobufjs';
import { ROUTES } from './index';
import type { AnyRoute } from './route';

const PROTOS_DIR = path.resolve(__dirname, '../../../protos');

/** `inspectionAnalyzer` -> `inspection_analyzer`: the proto package's spelling of a client's name. */
const protoPackageName = (clientName: string) =>
  clientName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The proto package of each BFF client (`deps.clients.<name>`): `homeward.<name>.v1`, in `<name>.proto`. */
function loadServicePackage(clientName: string): protobuf.Service[] {
  const name = protoPackageName(clientName);
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => path.join(PROTOS_DIR, target);
  root.loadSync(`homeward/${name}/v1/${name}.proto`, { keepCase: true });
  root.resolveAll();
  const namespace = root.lookup(`homeward.${name}.v1`);
  if (!(namespace instanceof protobuf.Namespace)) throw new Error(`no package homeward.${name}.v1`);
  return namespace.nestedArray.filter(
    (nested): nested is protobuf.Service => nested instanceof protobuf.Service,
  );
}

/** Whether `dottedPath` names a field of `message`, each segment but the last being a message-typed field. */
function resolves(message: protobuf.Type, dottedPath: string): boolean {
  let current: protobuf.Type | undefined = message;
  for (const segment of dottedPath.split('.')) {
    const field: protobuf.Field | undefined = current?.fields[segment];
    if (!field) return false;
    current = field.resolvedType instanceof protobuf.Type ? field.resolvedType : undefined;
  }
  return true;
}

/** The service clients a route's handler calls, read from its source (`deps.clients.<name>.<method>(...)`). */
function clientsCalledBy(route: AnyRoute): string[] {
  return [...new Set([...route.handle.toString().matchAll(/\bclients\.(\w+)\./g)].map((match) => match[1]!))];
}

/** One line per mapped proto field that no request message of the called services has, naming route and field. */
function unknownProtoFields(
  routes: readonly AnyRoute[],
  servicesOf: (clientName: string) => protobuf.Service[],
): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (!route.protoFields) continue;
    const name = `${route.method.toUpperCase()} ${route.path} (${route.operationId})`;
    const clients = clientsCalledBy(route);
    if (clients.length === 0) {
      problems.push(`${name} maps proto fields but calls no service client`);
      continue;
    }
    const requests = clients.flatMap((client) =>
      servicesOf(client).flatMap((service) =>
        service.methodsArray.map((method) => method.resolvedRequestType).filter((type) => type !== null),
      ),
    );
    for (const protoField of Object.keys(route.protoFields)) {
      if (requests.some((request) => resolves(request, protoField))) continue;
      problems.push(
        `${name} maps proto field '${protoField}', which no request message of ${clients
          .map((client) => `homeward.${protoPackageName(client)}.v1`)
          .join(', ')} has`,
      );
    }
  }
  return problems;
}

const packages = new Map<string, protobuf.Service[]>();
const servicesOf = (clientName: string) => {
  if (!packages.has(clientName)) packages.set(clientName, loadServicePackage(clientName));
  return packages.get(clientName)!;
};

describe("routes' proto field names", () => {
  it('name fields of the request messages of the service each route calls', () => {
    expect(unknownProtoFields(ROUTES, servicesOf)).toEqual([]);
  });

  it('resolve a nested path through message fields and report a misspelt or unknown one', () => {
    const route = (operationId: string) => ROUTES.find((candidate) => candidate.operationId === operationId)!;
    const wrong: AnyRoute[] = [
      {
        ...route('updateProperty'),
        protoFields: { 'listing_agent.phone_number': 'a', 'listing_agent.fax': 'b' },
      },
      { ...route('updateProfile'), protoFields: { phone_number: 'phone' } },
      { ...route('updateProfile'), handle: async () => undefined, protoFields: { email: 'email' } },
    ];
    expect(unknownProtoFields(wrong, servicesOf)).toEqual([
      "PATCH /api/properties/:id (updateProperty) maps proto field 'listing_agent.fax', which no request message of homeward.property.v1 has",
      "PATCH /api/me (updateProfile) maps proto field 'phone_number', which no request message of homeward.identity.v1 has",
      'PATCH /api/me (updateProfile) maps proto fields but calls no service client',
    ]);
  });
});
