import type { ComponentManifest, Manifest } from '@homeward/topology';

export const README_FILE = 'README.md';
export const README_MARKERS = {
  start: '<!-- components: generated from components.yaml by `npm run topology:gen` -->',
  end: '<!-- /components -->',
};
export const README_PORTS_MARKERS = {
  start: '<!-- ports: generated from components.yaml by `npm run topology:gen` -->',
  end: '<!-- /ports -->',
};
export const README_BUCKETS_MARKERS = {
  start: '<!-- buckets: generated from components.yaml -->',
  end: '<!-- /buckets -->',
  inline: true,
};
export const DEPLOY_DOC = 'docs/deploy.md';
export const DEPLOY_DATABASES_MARKERS = {
  start: '<!-- databases: generated from components.yaml -->',
  end: '<!-- /databases -->',
  inline: true,
};
export const DEPLOY_DATABASE_SECRET_MARKERS = {
  start: '<!-- database-secret: generated from components.yaml -->',
  end: '<!-- /database-secret -->',
};
export const DEPLOY_COMPONENTS_MARKERS = {
  start: '<!-- components: generated from components.yaml by `npm run topology:gen` -->',
  end: '<!-- /components -->',
};

const code = (values: string[]) => values.map((value) => `\`${value}\``).join(', ');
const cell = (values: string[]) => (values.length === 0 ? '—' : code(values));
const folderOf = (name: string, component: ComponentManifest) =>
  component.kind === 'bff' ? 'bff' : `services/${name}`;
const withDatabase = (manifest: Manifest) =>
  Object.entries(manifest.components).filter(([, component]) => component.database !== undefined);

/** A markdown block set apart by blank lines, so the marker comments around it never join it. */
const block = (lines: string[]) => `\n${lines.join('\n')}\n\n`;

/** The README's rows of the components: name, folder, what it owns. */
export function renderReadmeComponents(manifest: Manifest): string {
  return block([
    '| component | folder | what it owns |',
    '|---|---|---|',
    ...Object.entries(manifest.components).map(
      ([name, component]) =>
        `| ${component.kind === 'bff' ? 'BFF' : name} | \`${folderOf(name, component)}\` | ${component.summary} |`,
    ),
  ]);
}

/** The README's local ports of each component, its entry point and README. */
export function renderReadmePorts(manifest: Manifest): string {
  const probes = '`/metrics`, `/healthz`, `/readyz`';
  return block([
    '| process | gRPC | HTTP | entry point | README |',
    '|---|---|---|---|---|',
    ...Object.entries(manifest.components).map(([name, component]) => {
      const folder = folderOf(name, component);
      const http =
        component.kind === 'bff'
          ? `${component.ports.http} (API, SPA, \`/api/openapi.json\`; also ${probes} unless \`OPS_PORT\` is set: ${component.ports.ops} in compose and the chart)`
          : `${component.ports.ops} (${probes})`;
      return `| ${component.kind === 'bff' ? 'BFF' : name} | ${component.ports.grpc ?? '—'} | ${http} | \`${folder}/src/main.ts\` | [${name}](${folder}/README.md) |`;
    }),
  ]);
}

/** The buckets the local object storage holds, one per component that has one. */
export function renderReadmeBuckets(manifest: Manifest): string {
  return code(Object.values(manifest.components).flatMap(({ bucket }) => (bucket ? [bucket] : [])));
}

/** docs/deploy.md's list, inside the PostgreSQL row, of the components that need a DATABASE_URL key. */
export function renderDatabaseKeys(manifest: Manifest): string {
  return code(withDatabase(manifest).map(([name]) => name));
}

/** The example Secret of DATABASE_URLs, one key per component with a database. */
export function renderDatabaseSecret(manifest: Manifest): string {
  const lines = withDatabase(manifest).map(
    ([name, { database }]) =>
      `  --from-literal=${name}='postgres://${database}:...@db.internal:5432/${database}'`,
  );
  return block([
    '```sh',
    'kubectl create secret generic homeward-database-urls \\',
    lines.join(' \\\n'),
    '```',
  ]);
}

/** What each component needs from a deployment: its database, bucket, Secrets, callees, third parties and topics. */
export function renderComponentNeeds(manifest: Manifest): string {
  const topics = ({ produces, consumes }: ComponentManifest) =>
    `produces ${cell(produces)}; consumes ${cell(consumes)}`;
  return block([
    '| Component | database | bucket | Secrets it reads (integrations) | calls | third parties | topics produced/consumed |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(manifest.components).map(([name, component]) =>
      [
        name,
        cell(component.database ? [component.database] : []),
        cell(component.bucket ? [component.bucket] : []),
        cell(component.integrations),
        cell(component.calls),
        cell(component.egress),
        topics(component),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
  ]);
}
