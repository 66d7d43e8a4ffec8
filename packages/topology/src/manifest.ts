import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import schema from '../components.schema.json';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
/** The one file that describes every component. */
export const MANIFEST_FILE = path.join(REPO_ROOT, 'components.yaml');

export type ComponentKind = 'service' | 'bff';

/** One component, as components.yaml describes it (the schema's `component`). */
export interface ComponentManifest {
  kind: ComponentKind;
  summary: string;
  ports: { grpc?: number; http?: number; ops: number };
  database?: string;
  bucket?: string;
  produces: string[];
  consumes: string[];
  calls: string[];
  egress: string[];
  integrations: string[];
  config: string[];
  /** Worker-thread entries it starts by file name (`<file>.js`), each from its source in the component's folder. */
  workers?: Record<string, string>;
  resources?: {
    requests?: { cpu?: string | number; memory?: string | number };
    limits?: { cpu?: string | number; memory?: string | number };
  };
  chart?: Record<string, unknown>;
  compose?: {
    environment?: Record<string, string | number | boolean>;
    dependsOn?: Record<string, 'service_healthy' | 'service_completed_successfully' | 'service_started'>;
  };
}

export interface Manifest {
  components: Record<string, ComponentManifest>;
}

export class ManifestError extends Error {
  constructor(readonly problems: string[]) {
    super(`components.yaml is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile<Manifest>(schema);

/** What the schema cannot say: the facts that relate components to each other. */
function crossChecks(manifest: Manifest): string[] {
  const problems: string[] = [];
  const entries = Object.entries(manifest.components);
  const produced = new Set(entries.flatMap(([, component]) => component.produces));
  const seenPorts = new Map<number, string>();
  const unique = (what: string, value: string | undefined, owners: Map<string, string>, name: string) => {
    if (value === undefined) return;
    const owner = owners.get(value);
    if (owner) problems.push(`${name}: ${what} ${value} is also ${owner}'s`);
    owners.set(value, name);
  };
  const databases = new Map<string, string>();
  const buckets = new Map<string, string>();
  for (const [name, component] of entries) {
    if (
      component.kind === 'service' &&
      (component.ports.grpc === undefined || component.ports.http !== undefined)
    )
      problems.push(`${name}: a service has ports grpc and ops (no http)`);
    if (
      component.kind === 'bff' &&
      (component.ports.http === undefined || component.ports.grpc !== undefined)
    )
      problems.push(`${name}: the BFF has ports http and ops (no grpc)`);
    for (const port of Object.values(component.ports)) {
      const owner = seenPorts.get(port);
      if (owner) problems.push(`${name}: port ${port} is also ${owner}'s`);
      seenPorts.set(port, name);
    }
    unique('database', component.database, databases, name);
    unique('bucket', component.bucket, buckets, name);
    for (const target of component.calls) {
      const callee = manifest.components[target];
      if (!callee) problems.push(`${name} calls ${target}, which is no component`);
      else if (callee.kind !== 'service') problems.push(`${name} calls ${target}, which serves no gRPC`);
      else if (target === name) problems.push(`${name} calls itself`);
    }
    for (const topic of component.consumes)
      if (!produced.has(topic)) problems.push(`${name} consumes ${topic}, which no component produces`);
  }
  return problems;
}

/** The manifest in `text` (YAML), checked against the schema and across components; throws every problem at once. */
export function parseManifest(text: string): Manifest {
  const data: unknown = parse(text);
  if (!validate(data)) {
    throw new ManifestError(
      (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`),
    );
  }
  const problems = crossChecks(data);
  if (problems.length > 0) throw new ManifestError(problems);
  return data;
}

export function readManifest(file: string = MANIFEST_FILE): Manifest {
  return parseManifest(fs.readFileSync(file, 'utf8'));
}
