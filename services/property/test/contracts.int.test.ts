// Replays what every consumer of the property service states it relies on (services/*/contracts/property.contract.json,
// bff/contracts/property.contract.json) against the real service on its own database; see docs/contracts.md.
import { randomUUID } from 'node:crypto';
import { connectDatabase, type Knex } from '@homeward/kit';
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { startPropertyHarness, type PropertyHarness } from './support/harness';

let harness: PropertyHarness;
let db: Knex;

beforeAll(async () => {
  harness = await startPropertyHarness('property_contracts');
  db = connectDatabase(harness.database.url);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await harness?.stop();
});

/** A caller of its own; every state gets a fresh owner, so no expectation sees another's properties. */
async function caller() {
  return { accessToken: await harness.issuer.tokenFor(randomUUID()) };
}

async function draftOf(accessToken: string): Promise<string> {
  const { property } = await harness.client.createProperty(
    { address: '5500 Grand Lake Dr, San Antonio, TX 78244' },
    { accessToken },
  );
  return property!.id;
}

async function activeOf(accessToken: string): Promise<string> {
  const propertyId = await draftOf(accessToken);
  await harness.client.activateProperty({ propertyId }, { accessToken });
  return propertyId;
}

verifyConsumers({
  provider: 'property',
  address: () => `127.0.0.1:${harness.service.grpcPort}`,
  states: {
    'a signed-in caller': caller,
    'a draft property owned by the caller': async () => {
      const { accessToken } = await caller();
      return { accessToken, values: { property_id: await draftOf(accessToken) } };
    },
    'an active property owned by the caller': async () => {
      const { accessToken } = await caller();
      return { accessToken, values: { property_id: await activeOf(accessToken) } };
    },
    // Unlocking is payment.succeeded's effect (tested in unlock.int.test.ts); the state writes its outcome directly.
    'an unlocked property owned by the caller': async () => {
      const { accessToken } = await caller();
      const propertyId = await activeOf(accessToken);
      await db('properties').where({ id: propertyId }).update({ is_unlocked: true });
      return { accessToken, values: { property_id: propertyId } };
    },
  },
});
