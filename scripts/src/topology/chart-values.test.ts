import { parse } from 'yaml';
import { renderChartComponents } from './chart-values';
import { testContext } from './test-manifest';

describe('the chart’s component values rendered from the manifest', () => {
  const context = testContext();
  const text = renderChartComponents(context.manifest, context);
  const { components } = parse(text) as { components: Record<string, Record<string, unknown>> };

  it('gives a service its image, ports, database and the lists the NetworkPolicies are rendered from', () => {
    expect(components.shop).toEqual({
      image: { repository: 'homeward/shop' },
      ports: { grpc: 50100, ops: 9200 },
      metricsPort: 'ops',
      database: 'shop',
      integrations: ['supplier', 'objectStorage'],
      thirdParties: ['supplier'],
      resources: { limits: { memory: '1Gi' } },
      env: { SHELF_COUNT: '12' },
    });
    expect(components.till).toMatchObject({ grpcTargets: ['shop'] });
  });

  it('leaves out an empty list the manifest gives no reason for (the chart’s default)', () => {
    expect(components.till).not.toHaveProperty('thirdParties');
    expect(components.till).not.toHaveProperty('integrations');
  });

  it('turns the platform variables and Kafka off for the BFF, and spreads its chart extras', () => {
    expect(components.bff).toMatchObject({ platform: false, kafka: false, replicas: 2 });
    expect(components.shop).not.toHaveProperty('platform');
  });

  it('keeps the manifest’s comments', () => {
    expect(text).toContain('# SUPPLIER_KEY from secrets.supplier.\n    integrations:');
    expect(text).toContain('# shop: the prices.\n    grpcTargets:');
    expect(text).toContain('# Shelves per aisle.');
  });
});
