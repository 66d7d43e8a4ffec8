// Runs the real Helm binary against helm/homeward and parses what it renders. No cluster is involved: lint and
// template are client-side, and `lookup` returns nothing (so generated secrets are random per render).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { helmBinary } from './helm-binary';

export const CHART_DIR = path.join(REPO_ROOT, 'helm', 'homeward');
export const RELEASE = 'homeward';

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  [key: string]: unknown;
}

export interface HelmResult {
  ok: boolean;
  output: string;
}

export function helm(args: string[]): HelmResult {
  const result = spawnSync(helmBinary(), args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
  if (result.error) throw result.error;
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export interface RenderOptions {
  valuesFiles?: string[];
  set?: Record<string, string | number | boolean>;
}

function renderArgs({ valuesFiles = [], set = {} }: RenderOptions): string[] {
  return [
    ...valuesFiles.flatMap((file) => ['-f', path.resolve(REPO_ROOT, file)]),
    ...Object.entries(set).flatMap(([key, value]) => ['--set', `${key}=${String(value)}`]),
  ];
}

/** `helm template`; throws with Helm's message when rendering fails. */
export function renderChart(options: RenderOptions = {}): Manifest[] {
  const result = helm(['template', RELEASE, CHART_DIR, '--namespace', 'homeward', ...renderArgs(options)]);
  if (!result.ok) throw new Error(`helm template failed:\n${result.output}`);
  return parseManifests(result.output);
}

/** Helm's error text when rendering is expected to fail, or undefined when it renders. */
export function renderError(options: RenderOptions): string | undefined {
  const result = helm(['template', RELEASE, CHART_DIR, ...renderArgs(options)]);
  return result.ok ? undefined : result.output;
}

export function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0)
        throw new Error(`rendered YAML does not parse: ${document.errors[0]?.message}`);
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

export const byKind = (manifests: Manifest[], kind: string) => manifests.filter((m) => m.kind === kind);

export function find(manifests: Manifest[], kind: string, name: string): Manifest {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} rendered`);
  return found;
}
