// The deployment descriptions of the repository, parsed: docker-compose.yml and skaffold.yaml, for the checks of how
// each behaves. Their component lists are generated from components.yaml (scripts/src/topology); the checks take
// the components themselves from it (@homeward/topology).
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { COMPONENT_NAMES, workspaceOf, type ComponentName } from '@homeward/topology';

export const repoPath = (...parts: string[]) => path.join(REPO_ROOT, ...parts);

function readYaml<T>(file: string): T {
  // `merge: true`: docker-compose.yml shares blocks through YAML anchors and `<<` merge keys.
  return parse(fs.readFileSync(file, 'utf8'), { merge: true }) as T;
}

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  volumes?: (string | { source: string; target: string })[];
  ports?: string[];
  restart?: string;
  entrypoint?: string[] | string;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [key: string]: unknown;
}
export const composeFile = () => readYaml<ComposeFile>(repoPath('docker-compose.yml'));

export interface SkaffoldArtifact {
  image: string;
  context: string;
  docker?: { dockerfile?: string; buildArgs?: Record<string, string> };
}
export interface SkaffoldRelease {
  name: string;
  chartPath: string;
  namespace?: string;
  setValueTemplates?: Record<string, string>;
  setValues?: Record<string, unknown>;
}
export interface SkaffoldConfig {
  apiVersion: string;
  kind: string;
  build: { artifacts: SkaffoldArtifact[] };
  deploy: { helm: { releases: SkaffoldRelease[] } };
  portForward?: {
    resourceType: string;
    resourceName: string;
    namespace?: string;
    port: number;
    localPort?: number;
  }[];
  profiles?: { name: string; patches?: { op: string; path: string; value?: unknown }[] }[];
}
export function skaffoldConfig(): SkaffoldConfig {
  const documents = parseAllDocuments(fs.readFileSync(repoPath('skaffold.yaml'), 'utf8'));
  if (documents.length !== 1) throw new Error('skaffold.yaml should hold exactly one Config document');
  return documents[0]!.toJS() as SkaffoldConfig;
}

/** Compose services built from this repository (the components), keyed by name. */
export function composeComponents(compose: ComposeFile): Record<string, ComposeService> {
  return Object.fromEntries(Object.entries(compose.services).filter(([, service]) => service.build));
}

/** The component an artifact builds, from its COMPONENT build argument. */
export const artifactComponent = (artifact: SkaffoldArtifact) => artifact.docker?.buildArgs?.COMPONENT;

/** The workspace holding a component's sources (same rule as deploy/docker/build-component.mjs). */
/** The folder of a component of components.yaml; undefined for a name that is no component. */
export function componentWorkspace(component: string): string | undefined {
  return (COMPONENT_NAMES as readonly string[]).includes(component)
    ? workspaceOf(component as ComponentName)
    : undefined;
}

/**
 * Applies skaffold profile patches (the JSON-patch `add`/`replace` subset skaffold.yaml uses) to a copy of the
 * config, so each profile's Helm values can be rendered.
 */
export function withProfile(config: SkaffoldConfig, profileName: string): SkaffoldConfig {
  const profile = config.profiles?.find((p) => p.name === profileName);
  if (!profile) throw new Error(`no skaffold profile ${profileName}`);
  const copy = structuredClone(config) as unknown as Record<string, unknown>;
  for (const patch of profile.patches ?? []) {
    if (patch.op !== 'add' && patch.op !== 'replace') throw new Error(`unsupported patch op ${patch.op}`);
    const segments = patch.path
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = segments.pop()!;
    let target: unknown = copy;
    for (const segment of segments) {
      target = (target as Record<string, unknown>)[segment];
      if (target === undefined) throw new Error(`profile ${profileName}: path ${patch.path} does not exist`);
    }
    if (Array.isArray(target) && last === '-') target.push(patch.value);
    else (target as Record<string, unknown>)[last] = patch.value;
  }
  return copy as unknown as SkaffoldConfig;
}

type ConfigLoader = (env: NodeJS.ProcessEnv) => unknown;

/**
 * The component's own configuration loader (`load<Name>Config` in `<workspace>/src/config.ts`), so the environment
 * compose and the chart give a component can be checked against the same zod schema the process enforces.
 */
export function componentConfigLoader(component: string): ConfigLoader {
  const workspace = componentWorkspace(component);
  if (!workspace) throw new Error(`no workspace for component ${component}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(repoPath(workspace, 'src', 'config.ts')) as Record<string, unknown>;
  const loaders = Object.entries(module).filter(
    ([name, value]) => /^load\w+Config$/.test(name) && typeof value === 'function',
  );
  if (loaders.length !== 1)
    throw new Error(`${workspace}/src/config.ts should export exactly one load<Name>Config`);
  return loaders[0]![1] as ConfigLoader;
}

/** `${NAME:-default}` / `${NAME}` interpolation as docker compose does it, from the given variables. */
export function interpolate(value: string, variables: Record<string, string | undefined> = {}): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g,
    (_, name: string, fallback?: string) => variables[name] || (fallback ?? ''),
  );
}
