// The validators themselves: each must reject the mistake it exists for, or the chart tests prove nothing.
import { crossReferenceErrors, ruleGroupErrors, schemaErrors, unknownFieldErrors } from './k8s-validate';
import { find, renderChart, type Manifest } from './render';

const rendered = renderChart();
const fresh = () => structuredClone(rendered) as Manifest[];

describe('schemaErrors', () => {
  it('accepts a valid Service and rejects a wrongly typed field', () => {
    const service = find(fresh(), 'Service', 'homeward-identity');
    expect(schemaErrors(service)).toEqual([]);
    (service.spec as { ports: { port: unknown }[] }).ports[0]!.port = 'fifty';
    expect(schemaErrors(service).join()).toMatch(/port must be integer/);
  });

  it('rejects a missing required field and an unknown kind', () => {
    const deployment = find(fresh(), 'Deployment', 'homeward-bff');
    delete (deployment.spec as { selector?: unknown }).selector;
    expect(schemaErrors(deployment).join()).toMatch(/selector/);
    expect(schemaErrors({ apiVersion: 'apps/v1', kind: 'Deploymnt', metadata: { name: 'x' } })).toEqual([
      'Deploymnt/x: no schema for apps/v1 Deploymnt',
    ]);
  });

  it('rejects a misspelt field the OpenAPI validators would let through', () => {
    const deployment = find(fresh(), 'Deployment', 'homeward-property');
    const container = (deployment.spec as { template: { spec: { containers: Record<string, unknown>[] } } })
      .template.spec.containers[0]!;
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    expect(schemaErrors(deployment)).toEqual([
      'Deployment/homeward-property: unknown field .spec.template.spec.containers[0].readinesProbe',
    ]);
  });

  it('treats labels, annotations, data and Service selectors as free-form maps', () => {
    const service = find(fresh(), 'Service', 'homeward-identity');
    service.metadata.labels!['anything-goes'] = 'yes';
    (service.spec as { selector: Record<string, string> }).selector.whatever = 'x';
    expect(unknownFieldErrors(service)).toEqual([]);
  });

  it('checks ServiceMonitors structurally', () => {
    const monitor: Manifest = {
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'ServiceMonitor',
      metadata: { name: 'm' },
      spec: {
        selector: { matchLabels: {} },
        endpoints: [{ port: 'ops', path: 'metrics', interval: 'often' }],
      },
    };
    expect(schemaErrors(monitor)).toEqual([
      'ServiceMonitor/m: spec.selector.matchLabels must be a non-empty string map',
      'ServiceMonitor/m: spec.endpoints[0].path must start with /',
      'ServiceMonitor/m: spec.endpoints[0].interval is not a Prometheus duration',
    ]);
  });
});

describe('ruleGroupErrors', () => {
  it('rejects unbalanced expressions, bad durations and alerts without severity', () => {
    const errors = ruleGroupErrors({
      groups: [{ name: 'g', rules: [{ alert: 'A', expr: 'sum(rate(x[5m])', for: 'ten minutes' }] }],
    });
    expect(errors).toEqual([
      'groups[0].rules[0].expr has unbalanced brackets or quotes',
      'groups[0].rules[0].for is not a duration',
      'groups[0].rules[0] (alert) needs a severity label',
    ]);
  });
});

describe('crossReferenceErrors', () => {
  it('finds nothing wrong with the default render', () => {
    expect(crossReferenceErrors(fresh())).toEqual([]);
  });

  it('reports a probe on an unknown port, a missing Secret and a Service selecting nothing', () => {
    const manifests = fresh();
    const pod = (
      find(manifests, 'Deployment', 'homeward-property').spec as {
        template: { spec: { containers: { readinessProbe: { httpGet: { port: string } } }[] } };
      }
    ).template.spec;
    pod.containers[0]!.readinessProbe.httpGet.port = 'metrics';
    const jwtIndex = manifests.findIndex((m) => m.kind === 'Secret' && m.metadata.name === 'homeward-jwt');
    manifests.splice(jwtIndex, 1);
    (find(manifests, 'Service', 'homeward-bff').spec as { selector: Record<string, string> }).selector[
      'app.kubernetes.io/component'
    ] = 'bf';
    expect(crossReferenceErrors(manifests)).toEqual(
      expect.arrayContaining([
        'Deployment/homeward-property: readinessProbe uses unknown port metrics',
        'Deployment/homeward-identity: envFrom Secret homeward-jwt is neither rendered nor declared external',
        'Service/homeward-bff: selects no workload',
      ]),
    );
    expect(crossReferenceErrors(manifests, ['homeward-jwt'])).not.toContain(
      'Deployment/homeward-identity: envFrom Secret homeward-jwt is neither rendered nor declared external',
    );
  });
});
