import { randomUUID } from 'node:crypto';
import { connectDatabase, type Knex } from '@homeward/kit';
import { startUserDeletedPublisher, waitForInboxEvent, type UserDeletedPublisher } from '@homeward/testing';
import { startPropertyHarness, type PropertyHarness } from './support/harness';

// user.deleted through the real consumer on the broker: the owner's properties go, another owner's stay, and a
// second deletion event is handled as harmlessly as the first.
let harness: PropertyHarness;
let db: Knex;
let publisher: UserDeletedPublisher;
const leaving = randomUUID();
const staying = randomUUID();

beforeAll(async () => {
  harness = await startPropertyHarness('property_user_deleted');
  db = connectDatabase(harness.database.url);
  publisher = await startUserDeletedPublisher();
}, 60_000);

afterAll(async () => {
  await publisher?.stop();
  await db?.destroy();
  await harness?.stop();
});

async function addProperty(userId: string, address: string, activate: boolean): Promise<string> {
  const accessToken = await harness.issuer.tokenFor(userId);
  const { property } = await harness.client.createProperty({ address }, { accessToken });
  if (activate) await harness.client.activateProperty({ propertyId: property!.id }, { accessToken });
  return property!.id;
}

const rowsOf = async (table: string, ownerId: string) => db(table).where({ owner_id: ownerId });

it("deletes every property of the user and their lookup counts, leaves another user's, and takes a second event", async () => {
  await addProperty(leaving, '12 Main St, Austin, TX 78701', true);
  await addProperty(leaving, '40 Oak Ave, Provo, UT 84601', false);
  const kept = await addProperty(staying, '7 Elm St, Austin, TX 78702', true);
  await db('property_lookup_counts').insert([
    { owner_id: leaving, day: '2026-11-27', lookups: 3 },
    { owner_id: staying, day: '2026-11-27', lookups: 2 },
  ]);
  expect(await rowsOf('properties', leaving)).toHaveLength(2);
  const stayingCounts = await rowsOf('property_lookup_counts', staying);

  await waitForInboxEvent(db, await publisher.publish({ userId: leaving }));

  expect(await rowsOf('properties', leaving)).toEqual([]);
  expect(await rowsOf('property_lookup_counts', leaving)).toEqual([]);
  expect((await rowsOf('properties', staying)).map((row) => row.id)).toEqual([kept]);
  expect(await rowsOf('property_lookup_counts', staying)).toEqual(stayingCounts);
  // no property.deleted for them: every service deletes its own part on user.deleted
  expect(await db('outbox').where({ topic: 'property.deleted' })).toEqual([]);

  // a second deletion event (another delivery of the deletion, with its own id) finds nothing and is handled
  await waitForInboxEvent(db, await publisher.publish({ userId: leaving }));
  expect(await rowsOf('properties', leaving)).toEqual([]);
  expect((await rowsOf('properties', staying)).map((row) => row.id)).toEqual([kept]);
  const accessToken = await harness.issuer.tokenFor(staying);
  expect((await harness.client.getProperty({ propertyId: kept }, { accessToken })).property!.id).toBe(kept);
});
