import { Alias, Document, isScalar, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { grpcAddressKey, type Manifest, type ServiceName } from '@homeward/topology';
import type { RenderContext } from './generated-files';
import { manifestNode, mapPairs } from './manifest-nodes';

export const COMPOSE_FILE = 'docker-compose.yml';
export const COMPOSE_SERVICES_MARKERS = {
  start: '# <components: generated from components.yaml by `npm run topology:gen`>',
  end: '# </components>',
};
const merge = (...anchors: string[]) =>
  new Pair(
    new Scalar('<<'),
    anchors.length === 1
      ? new Alias(anchors[0]!)
      : Object.assign(new YAMLSeq(), { flow: true, items: anchors.map((a) => new Alias(a)) }),
  );

/** A one-line list of quoted strings. */
const flowSeq = (words: string[]) =>
  Object.assign(new YAMLSeq(), {
    flow: true,
    items: words.map((word) => Object.assign(new Scalar(word), { type: Scalar.QUOTE_SINGLE })),
  });

const withComment = (key: string, value: unknown, comment: string) => {
  const scalar = new Scalar(key);
  scalar.commentBefore = ` ${comment}`;
  return new Pair(scalar, value);
};

/** The manifest's pairs (comments kept), a `*name` string turned into an alias of the compose file's anchor. */
function composePairs(node: unknown): Pair[] {
  return mapPairs(node).map((pair) => {
    const value = pair.value;
    if (isScalar(value) && typeof value.value === 'string' && value.value.startsWith('*'))
      pair.value = new Alias(value.value.slice(1));
    return pair;
  });
}

/** Sets pairs into `map`, a later key replacing an earlier one in place. */
function setAll(map: YAMLMap, pairs: Pair[]): void {
  for (const pair of pairs) {
    const key = isScalar(pair.key) ? pair.key.value : pair.key;
    const index = map.items.findIndex((item) => (isScalar(item.key) ? item.key.value : item.key) === key);
    if (index >= 0) map.items[index] = pair;
    else map.items.push(pair);
  }
}

function serviceNode(doc: Document, context: RenderContext, name: string): YAMLMap {
  const component = context.manifest.components[name]!;
  const isBff = component.kind === 'bff';
  const flow = (value: unknown) => Object.assign(doc.createNode(value) as YAMLMap, { flow: true });

  const environment = new YAMLMap();
  if (isBff) {
    environment.items.push(merge('node-env', 'tracing-env'));
    environment.items.push(new Pair(new Scalar('PORT'), component.ports.http));
    environment.items.push(
      withComment(
        'OPS_PORT',
        component.ports.ops,
        '/healthz, /readyz and /metrics, apart from the app’s port (as in the chart).',
      ),
    );
  } else {
    environment.items.push(merge('service-env'));
    environment.items.push(new Pair(new Scalar('SERVICE_NAME'), name));
    environment.items.push(new Pair(new Scalar('GRPC_PORT'), component.ports.grpc));
    environment.items.push(new Pair(new Scalar('OPS_PORT'), component.ports.ops));
    const identity = context.manifest.components.identity;
    if (identity)
      environment.items.push(
        new Pair(
          new Scalar('IDENTITY_JWKS_URL'),
          `http://identity:${identity.ports.ops}/.well-known/jwks.json`,
        ),
      );
  }
  if (component.database)
    environment.items.push(
      new Pair(
        new Scalar('DATABASE_URL'),
        `postgres://homeward:homeward@postgres:5432/${component.database}`,
      ),
    );
  if (component.bucket)
    environment.items.push(new Pair(new Scalar('OBJECT_STORAGE_BUCKET'), component.bucket));
  for (const callee of component.calls)
    environment.items.push(
      new Pair(
        new Scalar(grpcAddressKey(callee as ServiceName)),
        `${callee}:${context.manifest.components[callee]!.ports.grpc}`,
      ),
    );
  setAll(environment, composePairs(manifestNode(context.source, name, 'chart', 'env')));
  setAll(environment, composePairs(manifestNode(context.source, name, 'compose', 'environment')));

  // Every service checks tokens against identity's JWKS, so it waits for identity; then for whatever it calls.
  const waitsFor = [...new Set([...(isBff || name === 'identity' ? [] : ['identity']), ...component.calls])];
  const dependsOn = new YAMLMap();
  if (!isBff) dependsOn.items.push(merge('service-depends'));
  for (const other of waitsFor)
    dependsOn.items.push(new Pair(new Scalar(other), flow({ condition: 'service_healthy' })));
  for (const [other, condition] of Object.entries(component.compose?.dependsOn ?? {}))
    dependsOn.items.push(new Pair(new Scalar(other), flow({ condition })));

  const service = new YAMLMap();
  const args: Record<string, string> = { COMPONENT: name, ...(isBff ? { WITH_SPA: 'true' } : {}) };
  service.items.push(
    new Pair(new Scalar('build'), flow({ context: '.', dockerfile: 'Dockerfile', args: flow(args) })),
    new Pair(new Scalar('image'), `homeward/${name}:local`),
    new Pair(new Scalar('environment'), environment),
  );
  if (isBff)
    service.items.push(
      // Quoted: YAML 1.1 parsers read an unquoted 8080:8080 as a base-60 number.
      new Pair(new Scalar('ports'), flowSeq([`${component.ports.http}:${component.ports.http}`])),
    );
  service.items.push(
    new Pair(
      new Scalar('depends_on'),
      dependsOn.items.length === 1 && !isBff ? new Alias('service-depends') : dependsOn,
    ),
  );
  const probe = `fetch('http://127.0.0.1:${component.ports.ops}/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`;
  const healthcheck = new YAMLMap();
  healthcheck.items.push(
    new Pair(new Scalar('test'), flowSeq(['CMD', 'node', '-e', probe])),
    merge('readiness'),
  );
  service.items.push(new Pair(new Scalar('healthcheck'), healthcheck));
  return service;
}

/** The component services of docker-compose.yml, under its `services:` between the markers. */
export function renderComposeServices(manifest: Manifest, context: RenderContext): string {
  const doc = new Document();
  const services = new YAMLMap();
  for (const name of Object.keys(manifest.components)) {
    const key = new Scalar(name);
    key.spaceBefore = services.items.length > 0;
    services.items.push(new Pair(key, serviceNode(doc, context, name)));
  }
  doc.contents = services;
  const text = doc.toString({ verifyAliasOrder: false, lineWidth: 0 });
  return text
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
}
