import { randomUUID } from 'node:crypto';
import { connectDatabase, createLogger, type Knex } from '@homeward/kit';
import { runExportHandler } from '@homeward/testing';
import { onUserExportRequested } from '../src/events/on-user-export-requested';
import { startPropertyHarness, type PropertyHarness } from './support/harness';

let harness: PropertyHarness;
let db: Knex;
const aliceId = randomUUID();
const bobId = randomUUID();

beforeAll(async () => {
  harness = await startPropertyHarness('property_export');
  db = connectDatabase(harness.database.url);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await harness?.stop();
});

async function addProperty(userId: string, address: string, activate: boolean): Promise<string> {
  const accessToken = await harness.issuer.tokenFor(userId);
  const { property } = await harness.client.createProperty({ address }, { accessToken });
  if (activate) await harness.client.activateProperty({ propertyId: property!.id }, { accessToken });
  return property!.id;
}

describe('user.export_requested', () => {
  it("publishes one part with every property of the user (drafts too) and none of another user's", async () => {
    const active = await addProperty(aliceId, '12 Main St, Austin, TX 78701', true);
    const draft = await addProperty(aliceId, '40 Oak Ave, Provo, UT 84601', false);
    const bobs = await addProperty(bobId, '7 Elm St, Austin, TX 78702', true);
    const handler = onUserExportRequested({
      relay: { notify: () => undefined },
      logger: createLogger('test', 'silent'),
    });

    const { part, records, rows } = await runExportHandler(db, handler, aliceId);

    expect(rows).toBe(1);
    expect(part).toMatchObject({ service: 'property', userId: aliceId, attachments: [] });
    const { properties } = records as {
      properties: { id: string; status: string; address: { address: string } }[];
    };
    expect(properties.map((p) => p.id).sort()).toEqual([active, draft].sort());
    expect(properties.find((p) => p.id === draft)).toMatchObject({ status: 'draft' });
    expect(properties.find((p) => p.id === active)?.address.address).toContain('12 Main St');
    expect(JSON.stringify(records)).not.toContain(bobs);
  });

  it('publishes an empty part for a user without properties, so the export does not wait for one', async () => {
    const handler = onUserExportRequested({
      relay: { notify: () => undefined },
      logger: createLogger('test', 'silent'),
    });
    const { records } = await runExportHandler(db, handler, randomUUID());
    expect(records).toEqual({ properties: [] });
  });
});
