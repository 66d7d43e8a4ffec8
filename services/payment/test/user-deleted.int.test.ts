import { randomUUID } from 'node:crypto';
import { connectDatabase, type Knex } from '@homeward/kit';
import { startUserDeletedPublisher, waitForInboxEvent, type UserDeletedPublisher } from '@homeward/testing';
import { startPaymentHarness, type PaymentHarness } from './support/harness';

// user.deleted through the real consumer: the payer's paid payment is kept with no user and no property, the unpaid
// and declined ones go with their webhook records and offline intents; another payer's stay; a second event is
// harmless.
let harness: PaymentHarness;
let db: Knex;
let publisher: UserDeletedPublisher;

beforeAll(async () => {
  harness = await startPaymentHarness('payment_user_deleted');
  db = connectDatabase(harness.paymentDatabase.url);
  publisher = await startUserDeletedPublisher();
}, 60_000);

afterAll(async () => {
  await publisher?.stop();
  await db?.destroy();
  await harness?.stop();
});

const card = (clientSecret: string, cardNumber: string) => ({
  clientSecret,
  cardNumber,
  expiry: '12/34',
  cvc: '123',
});

/** A paid payment, a declined one and one never tried, each for a property of the user's. */
async function paymentsOf(userId: string): Promise<{ paid: string; declined: string; open: string }> {
  const as = { accessToken: await harness.issuer.tokenFor(userId) };
  const payment = async (address: string) => {
    const { property } = await harness.properties.createProperty({ address }, as);
    await harness.properties.activateProperty({ propertyId: property!.id }, as);
    return harness.payments.createPayment({ propertyId: property!.id, amountCents: 9900 }, as);
  };
  const paid = await payment('10 Paid St, Austin, TX 78701');
  await harness.payments.confirmOfflinePayment(card(paid.clientSecret, '4242424242424242'), as);
  const declined = await payment('11 Declined St, Austin, TX 78701');
  await harness.payments.confirmOfflinePayment(card(declined.clientSecret, '4000000000000002'), as);
  const open = await payment('12 Open St, Austin, TX 78701');
  return { paid: paid.paymentId, declined: declined.paymentId, open: open.paymentId };
}

const rowsOf = (userId: string) => db('payments').where({ user_id: userId }).orderBy('id');
const intentsOf = (userId: string) =>
  db('offline_payment_intents').whereRaw(`metadata->>'user_id' = ?`, [userId]);

it('keeps the paid payment without user or property, deletes the rest of the payer, and leaves another payer', async () => {
  const leaving = randomUUID();
  const staying = randomUUID();
  const mine = await paymentsOf(leaving);
  await paymentsOf(staying);
  expect(await rowsOf(leaving)).toHaveLength(3);
  const stayingRows = await rowsOf(staying);
  const stayingIntents = await intentsOf(staying);
  const stayingWebhooks = await db('webhook_events').whereIn(
    'payment_id',
    stayingRows.map((row) => row.id),
  );
  expect(stayingWebhooks.length).toBeGreaterThan(0);

  await waitForInboxEvent(db, await publisher.publish({ userId: leaving }));

  expect(await rowsOf(leaving)).toEqual([]);
  expect(await intentsOf(leaving)).toEqual([]);
  const kept = await db('payments').where({ id: mine.paid }).first();
  expect(kept).toMatchObject({
    user_id: null,
    property_id: null,
    state: 'succeeded',
    amount_cents: 9900,
    currency: 'usd',
    anonymised_at: expect.any(Date),
  });
  expect(kept.provider_payment_id).toMatch(/^pi_/);
  expect(await db('payments').whereIn('id', [mine.declined, mine.open])).toEqual([]);
  // the paid payment's webhook record stays with it (the accounts' trail); the declined one's went
  expect(await db('webhook_events').where({ payment_id: mine.paid })).toHaveLength(1);
  expect(await db('webhook_events').where({ payment_id: mine.declined })).toEqual([]);

  expect(await rowsOf(staying)).toEqual(stayingRows);
  expect(await intentsOf(staying)).toEqual(stayingIntents);

  await waitForInboxEvent(db, await publisher.publish({ userId: leaving }));
  expect(await db('payments').where({ id: mine.paid }).first()).toEqual(kept);
  expect(await rowsOf(staying)).toEqual(stayingRows);
});
