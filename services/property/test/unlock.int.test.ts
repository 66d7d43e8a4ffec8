import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { connectDatabase, type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { PropertyUnlocked } from '@homeward/protos/gen/homeward/property/v1/events';
import type { Property } from '@homeward/protos/gen/homeward/property/v1/property';
import { collectTestMessages, grpcFailureOf as failureOf, waitFor, type Collector } from '@homeward/testing';
import { startPropertyHarness, type PropertyHarness } from './support/harness';
import { startPaymentPublisher, type PaymentPublisher } from './support/payments';

let harness: PropertyHarness;
let db: Knex;
let collector: Collector;
let payments: PaymentPublisher;
const ownerId = randomUUID();
let token: string;

// The first join of the group, and each restart, waits for a rebalance on the mock broker.
const EVENT_TIMEOUT_MS = 45_000;

beforeAll(async () => {
  // Each group join costs a rebalance on the mock broker; pay for both at once.
  [harness, collector] = await Promise.all([
    startPropertyHarness('property_unlock'),
    collectTestMessages('property-unlock', [topics.propertyUnlocked.name]),
  ]);
  db = connectDatabase(harness.database.url);
  token = await harness.issuer.tokenFor(ownerId);
  payments = await startPaymentPublisher();
}, 60_000);

afterAll(async () => {
  await payments?.stop();
  await collector?.stop();
  await db?.destroy();
  await harness?.stop();
});

const auth = () => ({ accessToken: token });

async function addActive(address: string): Promise<Property> {
  const { property } = await harness.client.createProperty({ address }, auth());
  return (await harness.client.activateProperty({ propertyId: property!.id }, auth())).property!;
}

function unlockedOnBroker(propertyId: string) {
  return collector.on(topics.propertyUnlocked.name).filter((message) => message.key === propertyId);
}

/**
 * Whether the service's consumer handled the event: its inbox row commits with the handler's effect, so an event
 * that failed (and was retried or dead-lettered) has none.
 */
async function handledByProperty(eventId: string): Promise<boolean> {
  return (await db('inbox').where({ event_id: eventId })).length > 0;
}

async function unlockedTotal(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${harness.service.opsPort}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('homeward_properties_unlocked_total '));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** Waits until the broker carries the property's unlock, then checks it was emitted exactly once. */
async function expectUnlockedOnce(property: Property, paymentId: string): Promise<void> {
  await waitFor(() => unlockedOnBroker(property.id).length > 0, {
    timeoutMs: EVENT_TIMEOUT_MS,
    message: 'property.unlocked on the broker',
  });
  // The outbox is the complete record of what the service emitted, and every row of it has been published.
  const emitted = await db('outbox').where({ topic: topics.propertyUnlocked.name, message_key: property.id });
  expect(emitted).toHaveLength(1);
  expect(emitted[0].published_at).not.toBeNull();
  const [message] = unlockedOnBroker(property.id);
  expect(unlockedOnBroker(property.id)).toHaveLength(1);
  expect(message!.headers).toMatchObject({
    ce_type: 'homeward.property.unlocked.v1',
    ce_source: 'homeward/property',
  });
  expect(PropertyUnlocked.decode(message!.value!)).toMatchObject({
    propertyId: property.id,
    ownerId,
    paymentId,
  });
}

describe('unlock on payment.succeeded', () => {
  it('unlocks the property and announces it once; then it can no longer be removed', async () => {
    const property = await addActive('12 Paid Ln, Austin, TX 78701');
    const before = await unlockedTotal();
    const paymentId = randomUUID();
    await payments.publish({ propertyId: property.id, userId: ownerId, paymentId });

    const unlocked = await waitFor(
      async () => {
        const { property: current } = await harness.client.getProperty({ propertyId: property.id }, auth());
        return current!.isUnlocked && current;
      },
      { timeoutMs: EVENT_TIMEOUT_MS, message: 'the property to be unlocked' },
    );
    expect(unlocked).toEqual({ ...property, isUnlocked: true });
    await expectUnlockedOnce(property, paymentId);
    expect(await unlockedTotal()).toBe(before + 1);

    const refused = await failureOf(harness.client.deleteProperty({ propertyId: property.id }, auth()));
    expect(refused.code).toBe(status.FAILED_PRECONDITION);
  }, 90_000);

  it('handles a redelivered event and a second payment for the same property as no-ops', async () => {
    const property = await addActive('14 Paid Ln, Austin, TX 78701');
    const paymentId = randomUUID();
    const eventId = await payments.publish({ propertyId: property.id, userId: ownerId, paymentId });
    await payments.publish({ propertyId: property.id, userId: ownerId, paymentId, eventId });
    // Same key, same partition: once this later event is handled, both copies of the first one were too.
    const later = await payments.publish({ propertyId: property.id, userId: ownerId });
    await waitFor(() => handledByProperty(later), { timeoutMs: EVENT_TIMEOUT_MS, message: 'events handled' });

    expect(await db('inbox').where({ event_id: eventId })).toHaveLength(1);
    await expectUnlockedOnce(property, paymentId);
  }, 90_000);

  it("ignores a payment naming another owner's property or no property at all, and goes on", async () => {
    const property = await addActive('16 Paid Ln, Austin, TX 78701');
    const strangers = await payments.publish({ propertyId: property.id, userId: randomUUID() });
    const unknown = await payments.publish({ propertyId: randomUUID(), userId: ownerId });
    const malformed = await payments.publish({ propertyId: 'not-a-uuid', userId: ownerId });
    for (const eventId of [strangers, unknown, malformed]) {
      await waitFor(() => handledByProperty(eventId), {
        timeoutMs: EVENT_TIMEOUT_MS,
        message: 'event handled',
      });
    }
    const { property: current } = await harness.client.getProperty({ propertyId: property.id }, auth());
    expect(current!.isUnlocked).toBe(false);
    expect(
      await db('outbox').where({ topic: topics.propertyUnlocked.name, message_key: property.id }),
    ).toEqual([]);
  }, 90_000);

  it('unlocks a property paid for while the service was down, once it is back', async () => {
    const property = await addActive('18 Paid Ln, Austin, TX 78701');
    await harness.stopService();
    const paymentId = randomUUID();
    const eventId = await payments.publish({ propertyId: property.id, userId: ownerId, paymentId });
    expect(await handledByProperty(eventId)).toBe(false);

    await harness.startService();
    await waitFor(
      async () =>
        (await harness.client.getProperty({ propertyId: property.id }, auth())).property!.isUnlocked,
      { timeoutMs: EVENT_TIMEOUT_MS, message: 'the property to be unlocked after the restart' },
    );
    await expectUnlockedOnce(property, paymentId);
  }, 120_000);
});
