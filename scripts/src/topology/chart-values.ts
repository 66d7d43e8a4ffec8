import { Document, isScalar, isSeq, Pair, Scalar, YAMLMap, type Node } from 'yaml';
import type { Manifest } from '@homeward/topology';
import type { RenderContext } from './generated-files';
import { manifestNode, manifestPair, mapPairs } from './manifest-nodes';
import { ownedBuckets } from './buckets';

export const CHART_VALUES_FILE = 'helm/homeward/values.yaml';
export const CHART_VALUES_MARKERS = {
  start: '# <components: generated from components.yaml by `npm run topology:gen`>',
  end: '# </components>',
};
export const CHART_BUCKETS_MARKERS = {
  start: '# <buckets: generated from components.yaml>',
  end: '# </buckets>',
};

/** The manifest's pair under the chart's name for it, its comment kept. */
function renamed(pair: Pair | undefined, key: string): Pair | undefined {
  if (!pair) return undefined;
  const scalar = new Scalar(key);
  if (isScalar(pair.key)) scalar.commentBefore = pair.key.commentBefore;
  return new Pair(scalar, pair.value);
}

function componentValues(doc: Document, { manifest, source }: RenderContext, name: string): YAMLMap {
  const component = manifest.components[name]!;
  const values = new YAMLMap();
  const set = (key: string, value: unknown) => values.items.push(new Pair(new Scalar(key), value));
  // An empty list is the chart's default: written only when the manifest says why it is empty.
  const copy = (pair: Pair | undefined) => {
    if (!pair) return;
    const empty = isSeq(pair.value) && pair.value.items.length === 0;
    if (!empty || (isScalar(pair.key) && pair.key.commentBefore)) values.items.push(pair);
  };

  set('image', Object.assign(doc.createNode({ repository: `homeward/${name}` }) as Node, { flow: true }));
  copy(manifestPair(source, name, 'ports'));
  // The chart scrapes and probes the ops port; its ServiceMonitor names the job after the component.
  set('metricsPort', 'ops');
  copy(manifestPair(source, name, 'database'));
  if (component.kind === 'bff') {
    // The BFF is no kit service: no SERVICE_NAME/GRPC_PORT platform variables, no Kafka.
    set('platform', false);
    set('kafka', false);
  }
  copy(manifestPair(source, name, 'integrations'));
  // The egress and ingress NetworkPolicies are rendered from these two.
  copy(renamed(manifestPair(source, name, 'egress'), 'thirdParties'));
  copy(renamed(manifestPair(source, name, 'calls'), 'grpcTargets'));
  copy(manifestPair(source, name, 'resources'));
  for (const pair of mapPairs(manifestNode(source, name, 'chart'))) values.items.push(pair);
  return values;
}

/** The chart's `components:` values, one entry per component, the manifest's comments kept. */
export function renderChartComponents(manifest: Manifest, context: RenderContext): string {
  const doc = new Document();
  const components = new YAMLMap();
  for (const name of Object.keys(manifest.components))
    components.items.push(new Pair(new Scalar(name), componentValues(doc, context, name)));
  doc.contents = doc.createNode({ components }) as Node;
  return doc.toString({ lineWidth: 0 });
}

/** The bucket names of the chart's `objectStorage:` values, each under the key its storage integration reads. */
export function renderChartBuckets(manifest: Manifest): string {
  return ownedBuckets(manifest)
    .map(({ chartValue, bucket }) => `  ${chartValue}: ${bucket}`)
    .join('\n');
}
