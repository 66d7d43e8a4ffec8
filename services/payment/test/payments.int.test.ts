// CreatePayment, GetPaymentOptions and the rules around them, against a real property service.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { connectDatabase, type Knex } from '@homeward/kit';
import type { Property } from '@homeward/protos/gen/homeward/property/v1/property';
import { grpcFailureOf as failureOf } from '@homeward/testing';
import { startPaymentHarness, type PaymentHarness } from './support/harness';

let harness: PaymentHarness;
let db: Knex;
let propertyDb: Knex;
let alice: string;
let bob: string;
const aliceId = randomUUID();
const bobId = randomUUID();

beforeAll(async () => {
  harness = await startPaymentHarness('payment_create');
  db = connectDatabase(harness.paymentDatabase.url);
  propertyDb = connectDatabase(harness.propertyDatabase.url);
  alice = await harness.issuer.tokenFor(aliceId);
  bob = await harness.issuer.tokenFor(bobId);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await propertyDb?.destroy();
  await harness?.stop();
});

const as = (accessToken: string) => ({ accessToken });

async function addProperty(address: string, token = alice): Promise<Property> {
  const { property } = await harness.properties.createProperty({ address }, as(token));
  const { property: active } = await harness.properties.activateProperty(
    { propertyId: property!.id },
    as(token),
  );
  return active!;
}

const STRIPE_CLIENT_SECRET = /^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{25}$/;

describe('CreatePayment', () => {
  it("creates the $99.00 payment for the caller's property, with a Stripe-shaped client secret", async () => {
    const property = await addProperty('10 Pay St, Austin, TX 78701');
    const created = await harness.payments.createPayment(
      { propertyId: property.id, amountCents: 9900 },
      as(alice),
    );
    expect(created).toEqual({
      paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientSecret: expect.stringMatching(STRIPE_CLIENT_SECRET),
      amountCents: 9900,
      currency: 'usd',
    });
    const [row] = await db('payments').where({ id: created.paymentId });
    expect(row).toMatchObject({
      user_id: aliceId,
      property_id: property.id,
      amount_cents: 9900,
      currency: 'usd',
      gateway: 'offline',
      state: 'requires_payment_method',
      provider_payment_id: created.clientSecret.split('_secret_')[0],
    });
    const [intent] = await db('offline_payment_intents').where({ id: row.provider_payment_id });
    expect(intent.metadata).toEqual({
      payment_id: created.paymentId,
      property_id: property.id,
      user_id: aliceId,
    });
  });

  it('reuses one payment and one intent per user and property, also for concurrent requests', async () => {
    const property = await addProperty('11 Pay St, Austin, TX 78701');
    const request = { propertyId: property.id, amountCents: 9900 };
    const first = await harness.payments.createPayment(request, as(alice));
    const again = await harness.payments.createPayment(request, as(alice));
    expect(again).toEqual(first);

    const other = await addProperty('12 Pay St, Austin, TX 78701');
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        harness.payments.createPayment({ propertyId: other.id, amountCents: 9900 }, as(alice)),
      ),
    );
    expect(new Set(racing.map((answer) => answer.clientSecret)).size).toBe(1);
    expect(new Set(racing.map((answer) => answer.paymentId)).size).toBe(1);
    expect(await db('payments').where({ property_id: other.id })).toHaveLength(1);
    expect(
      await db('offline_payment_intents').whereRaw(`metadata->>'property_id' = ?`, [other.id]),
    ).toHaveLength(1);
  });

  it('refuses a client amount other than 9900 cents, creating nothing', async () => {
    const property = await addProperty('13 Pay St, Austin, TX 78701');
    for (const amountCents of [0, 99, 100, 9899, 9901, 990000]) {
      expect(
        await failureOf(harness.payments.createPayment({ propertyId: property.id, amountCents }, as(alice))),
      ).toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'The unlock costs $99.00 (9900 cents)',
        fields: { amount_cents: 'The unlock costs $99.00 (9900 cents)' },
      });
    }
    expect(await db('payments').where({ property_id: property.id })).toEqual([]);
  });

  it("gives NOT_FOUND for another user's property and an unknown id, and refuses the sample, creating nothing", async () => {
    const alicesProperty = await addProperty('14 Pay St, Austin, TX 78701');
    for (const propertyId of [alicesProperty.id, randomUUID()]) {
      expect(
        await failureOf(harness.payments.createPayment({ propertyId, amountCents: 9900 }, as(bob))),
      ).toMatchObject({ code: status.NOT_FOUND, details: 'Property not found' });
    }
    // The sample property shows every tool already open: there is nothing to pay for.
    expect(
      await failureOf(harness.payments.createPayment({ propertyId: 'sample', amountCents: 9900 }, as(bob))),
    ).toMatchObject({ code: status.FAILED_PRECONDITION, details: 'This property is already unlocked.' });
    expect(await db('payments').where({ user_id: bobId })).toEqual([]);
    expect(
      await failureOf(harness.payments.getPaymentStatus({ propertyId: alicesProperty.id }, as(bob))),
    ).toMatchObject({ code: status.NOT_FOUND });
  });

  it('refuses a property that is already unlocked', async () => {
    const property = await addProperty('15 Pay St, Austin, TX 78701');
    // The unlock itself is the property service's (on payment.succeeded); set here directly.
    await propertyDb('properties').where({ id: property.id }).update({ is_unlocked: true });
    expect(
      await failureOf(
        harness.payments.createPayment({ propertyId: property.id, amountCents: 9900 }, as(alice)),
      ),
    ).toMatchObject({ code: status.FAILED_PRECONDITION, details: 'This property is already unlocked.' });
  });

  it('needs a property id and an access token', async () => {
    expect(
      await failureOf(harness.payments.createPayment({ propertyId: '', amountCents: 9900 }, as(alice))),
    ).toMatchObject({ code: status.INVALID_ARGUMENT, fields: { property_id: 'A property id is required' } });
    expect(
      await failureOf(harness.payments.createPayment({ propertyId: randomUUID(), amountCents: 9900 })),
    ).toMatchObject({ code: status.UNAUTHENTICATED });
  });

  it('is UNAVAILABLE, not INTERNAL, while the property service cannot be asked', async () => {
    const property = await addProperty('16 Pay St, Austin, TX 78701');
    await harness.property.stop();
    expect(
      await failureOf(
        harness.payments.createPayment({ propertyId: property.id, amountCents: 9900 }, as(alice)),
      ),
    ).toMatchObject({
      code: status.UNAVAILABLE,
      details: 'The property service is unavailable. Please try again.',
    });
  });
});

describe('GetPaymentOptions', () => {
  it('names the offline provider, no publishable key, and the price', async () => {
    expect(await harness.payments.getPaymentOptions({}, as(alice))).toEqual({
      gateway: 'offline',
      stripePublishableKey: '',
      unlockPriceCents: 9900,
    });
  });
});
