// The edits that register a new backend in files every service shares. Each finds its anchor exactly once and
// fails loudly otherwise, so a changed file stops the generator instead of being edited in the wrong place.
import fs from 'node:fs';
import path from 'node:path';
import { fill, type Placeholders } from './names';

export const TEMPLATE_DIR = path.join(__dirname, 'template');
const editTemplate = (file: string, values: Placeholders) =>
  fill(fs.readFileSync(path.join(TEMPLATE_DIR, 'edits', file), 'utf8'), values);

function insertBefore(text: string, anchor: string | RegExp, insertion: string, where: string): string {
  const pattern =
    typeof anchor === 'string' ? new RegExp(escape(anchor), 'gm') : new RegExp(anchor.source, 'gm');
  const matches = [...text.matchAll(pattern)];
  if (matches.length !== 1) {
    throw new Error(`${where}: expected exactly one ${pattern} to insert before, found ${matches.length}`);
  }
  const at = matches[0]!.index;
  return text.slice(0, at) + insertion + text.slice(at);
}

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Appends `name: port` to the `key: { ... }` object literal (LOCAL_PORTS' grpc and ops); prettier lays it out after. */
function appendToObject(text: string, key: string, entry: string, where: string): string {
  const pattern = new RegExp(`(\\b${key}: \\{)([^}]*?),?\\s*\\}`);
  if (!pattern.test(text)) throw new Error(`${where}: no ${key}: { ... } to extend`);
  return text.replace(pattern, (_, head: string, body: string) => `${head}${body}, ${entry} }`);
}

/** The highest port of the `key: { a: 1, b: 2 }` literal. */
export function highestPort(stackSource: string, key: 'grpc' | 'ops'): number {
  const body = new RegExp(`\\b${key}: \\{([^}]*)\\}`).exec(stackSource)?.[1];
  const ports = [...(body ?? '').matchAll(/:\s*(\d+)/g)].map((match) => Number(match[1]));
  if (ports.length === 0)
    throw new Error(`packages/local-stack/src/homeward.ts: no ports in LOCAL_PORTS.${key}`);
  return Math.max(...ports);
}

export type FileEdit = (text: string, values: Placeholders) => string;

/** Every shared file a backend is registered in, and how. Paths are relative to the repository root. */
export const SHARED_FILE_EDITS: Record<string, FileEdit> = {
  'package.json': (text, { name }) => {
    const manifest = JSON.parse(text) as { workspaces: string[] };
    const lastService = manifest.workspaces.findLastIndex((dir) => dir.startsWith('services/'));
    manifest.workspaces.splice(lastService + 1, 0, `services/${name}`);
    return `${JSON.stringify(manifest, null, 2)}\n`;
  },
  'packages/local-stack/src/homeward.ts': (text, values) => {
    const where = 'packages/local-stack/src/homeward.ts';
    const { name, grpcPort, opsPort } = values;
    // `inspection-analyzer` is not an identifier, so as an object key it is quoted.
    const key = /^[a-z][a-z0-9]*$/.test(name) ? name : `'${name}'`;
    let edited = text.replace(
      /(export const BACKENDS = \[[^\]]*)\] as const;/,
      (_, list: string) => `${list.trimEnd().replace(/,$/, '')}, '${name}'] as const;`,
    );
    if (edited === text) throw new Error(`${where}: no BACKENDS = [...] as const to extend`);
    edited = appendToObject(edited, 'grpc', `${key}: ${grpcPort}`, where);
    edited = appendToObject(edited, 'ops', `${key}: ${opsPort}`, where);
    const own = /^( *const own: Record<BackendName, Record<string, string>> = \{\n)/m;
    if (!own.test(edited)) throw new Error(`${where}: no per-backend environment (const own) to extend`);
    edited = edited.replace(own, `$1    ${key}: {},\n`);
    return insertBefore(
      edited,
      "  bff: 'bff/src/main.ts',",
      `  ${key}: 'services/${name}/src/main.ts',\n`,
      where,
    );
  },
  // The image installs from the lockfile, which lists every workspace: each one's package.json must be in the image.
  Dockerfile: (text, { name }) => {
    const copies = [...text.matchAll(/^COPY services\/[a-z0-9-]+\/package\.json services\/[a-z0-9-]+\/\n/gm)];
    const last = copies.at(-1);
    if (!last) throw new Error('Dockerfile: no COPY services/<name>/package.json line to follow');
    const at = last.index + last[0].length;
    return `${text.slice(0, at)}COPY services/${name}/package.json services/${name}/\n${text.slice(at)}`;
  },
  'helm/homeward/values.yaml': (text, values) =>
    insertBefore(
      text,
      /^ {2}bff:\n {4}image:/,
      editTemplate('values-component.yaml.tmpl', values),
      'values.yaml',
    ),
  'skaffold.yaml': (text, values) => {
    const edited = insertBefore(
      text,
      /^ {4}- image: homeward\/bff$/,
      editTemplate('skaffold-artifact.yaml.tmpl', values),
      'skaffold.yaml',
    );
    return insertBefore(
      edited,
      /^ {10}components\.bff\.image\.repository:/,
      editTemplate('skaffold-values.yaml.tmpl', values),
      'skaffold.yaml',
    );
  },
  'docker-compose.yml': (text, values) => {
    const edited = text.replace(/^( {6}POSTGRES_DATABASES: .*)$/m, `$1 ${values.snake}`);
    if (edited === text) throw new Error('docker-compose.yml: no POSTGRES_DATABASES to extend');
    return insertBefore(
      edited,
      /^ {2}bff:\n {4}build:/,
      editTemplate('compose-service.yaml.tmpl', values),
      'docker-compose.yml',
    );
  },
  'deploy/prometheus/prometheus.yml': (text, values) =>
    insertBefore(
      text,
      /^ {2}- job_name: bff$/,
      editTemplate('prometheus-job.yaml.tmpl', values),
      'prometheus.yml',
    ),
  'README.md': (text, values) => {
    const edited = insertBefore(
      text,
      /^\| BFF \| `bff` \|/,
      editTemplate('readme-part.md.tmpl', values),
      'README.md',
    );
    return insertBefore(
      edited,
      /^\| PostgreSQL /,
      editTemplate('readme-process.md.tmpl', values),
      'README.md',
    );
  },
};
