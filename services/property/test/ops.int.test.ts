import { randomUUID } from 'node:crypto';
import { waitFor } from '@homeward/testing';
import { startPropertyHarness, type PropertyHarness } from './support/harness';

let harness: PropertyHarness;
let opsUrl: string;

beforeAll(async () => {
  harness = await startPropertyHarness('property_ops');
  opsUrl = `http://127.0.0.1:${harness.service.opsPort}`;
}, 60_000);

afterAll(async () => {
  await harness?.stop();
});

async function propertiesCreatedTotal(): Promise<number> {
  const text = await (await fetch(`${opsUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith('homeward_properties_created_total '));
  if (!line) throw new Error('homeward_properties_created_total is not exported');
  return Number(line.split(' ')[1]);
}

describe('ops server', () => {
  it('is alive, and ready once the database and Kafka are reachable', async () => {
    expect((await fetch(`${opsUrl}/healthz`)).status).toBe(200);
    // Kafka is reported but does not gate readiness (it is reached in the background), so wait for it too.
    const ready = await waitFor(async () => {
      const response = await fetch(`${opsUrl}/readyz`);
      const body = (await response.json()) as { checks: Record<string, string> };
      return response.status === 200 && body.checks.kafka === 'ok' && body;
    });
    expect(ready.checks).toEqual({ database: 'ok', kafka: 'ok' });
  });

  it('counts a property as created when the buyer adds it, once', async () => {
    const token = await harness.issuer.tokenFor(randomUUID());
    const before = await propertiesCreatedTotal();
    const { property } = await harness.client.createProperty(
      { address: '12 Main St, Austin, TX' },
      { accessToken: token },
    );
    expect(await propertiesCreatedTotal()).toBe(before);
    await harness.client.activateProperty({ propertyId: property!.id }, { accessToken: token });
    await harness.client.activateProperty({ propertyId: property!.id }, { accessToken: token });
    expect(await propertiesCreatedTotal()).toBe(before + 1);
  });
});
