import { COMPONENT_NAMES, MANIFEST, SERVICE_NAMES } from './components.generated';
import type { ComponentManifest } from './manifest';

export {
  MANIFEST_FILE,
  ManifestError,
  parseManifest,
  readManifest,
  type ComponentKind,
  type ComponentManifest,
  type Manifest,
} from './manifest';
export { COMPONENT_NAMES, MANIFEST, SERVICE_NAMES };

/** A component of components.yaml: the seven services and the BFF. */
export type ComponentName = (typeof COMPONENT_NAMES)[number];
/** A kit gRPC service (kind `service`): every component but the BFF. */
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function componentOf(name: ComponentName): ComponentManifest {
  return MANIFEST.components[name] as ComponentManifest;
}

/** Its folder in the repository: `services/<name>`, or `bff`. */
export function workspaceOf(name: ComponentName): string {
  return componentOf(name).kind === 'bff' ? 'bff' : `services/${name}`;
}

/** The variable a caller reads a service's gRPC address from: `inspection-analyzer` -> `INSPECTION_ANALYZER_GRPC_ADDR`. */
export function grpcAddressKey(name: ServiceName): string {
  return `${name.toUpperCase().replace(/-/g, '_')}_GRPC_ADDR`;
}

/** A service's database on a local PostgreSQL, where every database shares one server: `homeward_<database>`. */
export function localDatabaseName(name: ServiceName): string {
  const database = componentOf(name).database;
  if (!database) throw new Error(`${name} has no database in components.yaml`);
  return `homeward_${database}`;
}
export { workspaceDirs } from './workspaces';
