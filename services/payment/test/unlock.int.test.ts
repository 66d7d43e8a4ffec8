// Paying: the offline card form, the webhook handler (signatures, replays), the status refresh, and
// payment.succeeded on the broker, against a real property service and the run's broker.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { connectDatabase, type Knex } from '@homeward/kit';
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { PaymentStatus } from '@homeward/protos/gen/homeward/payment/v1/payment';
import { collectTestMessages, grpcFailureOf as failureOf, waitFor, type Collector } from '@homeward/testing';
import { paymentIntentObject } from '../src/providers/offline-provider';
import { signedEvent, startPaymentHarness, type PaymentHarness } from './support/harness';

let harness: PaymentHarness;
let db: Knex;
let collector: Collector;
let alice: string;
let bob: string;
const aliceId = randomUUID();
const bobId = randomUUID();

beforeAll(async () => {
  // The topic is shared by every run on the broker; the tests pick out their own payments by property id.
  // Each group join costs a rebalance on the mock broker; pay for both at once.
  [harness, collector] = await Promise.all([
    startPaymentHarness('payment_unlock'),
    collectTestMessages('payment', ['payment.succeeded']),
  ]);
  db = connectDatabase(harness.paymentDatabase.url);
  alice = await harness.issuer.tokenFor(aliceId);
  bob = await harness.issuer.tokenFor(bobId);
}, 60_000);

afterAll(async () => {
  await collector?.stop();
  await db?.destroy();
  await harness?.stop();
});

const as = (accessToken: string) => ({ accessToken });
const CARDS_USED = ['4242424242424242', '4000000000000002', '4000000000009995', '4242424242424241'];

/** A property of alice's with an open payment: what the card form is shown for. */
async function openPayment(address: string) {
  const { property } = await harness.properties.createProperty({ address }, as(alice));
  await harness.properties.activateProperty({ propertyId: property!.id }, as(alice));
  const payment = await harness.payments.createPayment(
    { propertyId: property!.id, amountCents: 9900 },
    as(alice),
  );
  return { propertyId: property!.id, ...payment, intentId: payment.clientSecret.split('_secret_')[0]! };
}

const card = (clientSecret: string, cardNumber: string, expiry = '12/34', cvc = '123') => ({
  clientSecret,
  cardNumber,
  expiry,
  cvc,
});

const succeededOnBroker = (propertyId: string) =>
  collector.on('payment.succeeded').filter((message) => message.key === propertyId);

const statusOf = async (propertyId: string) =>
  (await harness.payments.getPaymentStatus({ propertyId }, as(alice))).status;

describe('offline card payment', () => {
  it('pays with 4242 4242 4242 4242: succeeded, and payment.succeeded on the broker exactly once', async () => {
    const paid = await openPayment('20 Unlock Ave, Austin, TX 78701');
    expect(await statusOf(paid.propertyId)).toBe(PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD);

    const confirmed = await harness.payments.confirmOfflinePayment(
      card(paid.clientSecret, '4242 4242 4242 4242'),
      as(alice),
    );
    expect(confirmed).toEqual({ status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED, errorMessage: '' });
    expect(await harness.payments.getPaymentStatus({ propertyId: paid.propertyId }, as(alice))).toEqual({
      status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED,
      paymentId: paid.paymentId,
    });
    // The success came through the webhook handler: its event is recorded like Stripe's would be.
    expect(await db('webhook_events').where({ payment_id: paid.paymentId })).toEqual([
      expect.objectContaining({ type: 'payment_intent.succeeded', effect: 'succeeded' }),
    ]);

    // A double click pays once.
    expect(
      await harness.payments.confirmOfflinePayment(card(paid.clientSecret, '4242424242424242'), as(alice)),
    ).toEqual({ status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED, errorMessage: '' });
    // Paid: no second payment for the property.
    expect(
      await failureOf(
        harness.payments.createPayment({ propertyId: paid.propertyId, amountCents: 9900 }, as(alice)),
      ),
    ).toMatchObject({ code: status.FAILED_PRECONDITION, details: 'This property is already unlocked.' });

    const [message] = await waitFor(() => {
      const found = succeededOnBroker(paid.propertyId);
      return found.length > 0 && found;
    });
    expect(message!.headers).toMatchObject({
      ce_type: 'homeward.payment.succeeded.v1',
      ce_source: 'homeward/payment',
    });
    expect(PaymentSucceeded.decode(message!.value!)).toEqual({
      paymentId: paid.paymentId,
      propertyId: paid.propertyId,
      userId: aliceId,
      amountCents: 9900,
      currency: 'usd',
      providerPaymentId: paid.intentId,
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // A later payment's event reaching the broker means any duplicate of the first would have arrived by now.
    const later = await openPayment('21 Unlock Ave, Austin, TX 78701');
    await harness.payments.confirmOfflinePayment(card(later.clientSecret, '4242424242424242'), as(alice));
    await waitFor(() => succeededOnBroker(later.propertyId).length > 0, {
      message: 'the later payment.succeeded',
    });
    expect(succeededOnBroker(paid.propertyId)).toHaveLength(1);
    expect(
      await db('outbox').where({ topic: 'payment.succeeded', message_key: paid.propertyId }),
    ).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 and insufficient funds in the card's words; another card then pays", async () => {
    const open = await openPayment('22 Unlock Ave, Austin, TX 78701');
    expect(
      await harness.payments.confirmOfflinePayment(card(open.clientSecret, '4000 0000 0000 0002'), as(alice)),
    ).toEqual({
      status: PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD,
      errorMessage: 'Your card was declined.',
    });
    expect(
      await harness.payments.confirmOfflinePayment(card(open.clientSecret, '4000000000009995'), as(alice)),
    ).toEqual({
      status: PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD,
      errorMessage: 'Your card has insufficient funds.',
    });
    expect(await statusOf(open.propertyId)).toBe(PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD);
    // Each decline arrived as payment_intent.payment_failed and was recorded.
    expect(
      (await db('webhook_events').where({ payment_id: open.paymentId }).orderBy('received_at')).map((e) => [
        e.type,
        e.effect,
      ]),
    ).toEqual([
      ['payment_intent.payment_failed', 'failed'],
      ['payment_intent.payment_failed', 'failed'],
    ]);
    expect(await db('payments').where({ id: open.paymentId }).first()).toMatchObject({
      state: 'requires_payment_method',
      last_error_code: 'insufficient_funds',
      last_error_message: 'Your card has insufficient funds.',
    });
    expect(await db('outbox').where({ message_key: open.propertyId })).toEqual([]);

    // The same payment (and client secret) takes another card.
    expect(
      await harness.payments.confirmOfflinePayment(card(open.clientSecret, '4242424242424242'), as(alice)),
    ).toMatchObject({ status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED });
    expect(await statusOf(open.propertyId)).toBe(PaymentStatus.PAYMENT_STATUS_SUCCEEDED);
  });

  it('refuses an invalid number, an expired card and a bad security code as field errors, recording nothing', async () => {
    const open = await openPayment('23 Unlock Ave, Austin, TX 78701');
    const refusal = (cardNumber: string, expiry?: string, cvc?: string) =>
      failureOf(
        harness.payments.confirmOfflinePayment(card(open.clientSecret, cardNumber, expiry, cvc), as(alice)),
      );
    expect(await refusal('4242424242424241')).toEqual({
      code: status.INVALID_ARGUMENT,
      details: 'Your card number is invalid.',
      fields: { card_number: 'Your card number is invalid.' },
    });
    expect(await refusal('4242424242424242', '01/20')).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { expiry: 'Your card has expired.' },
    });
    expect(await refusal('4242424242424242', '12/34', '1')).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { cvc: "Your card's security code is incomplete." },
    });
    expect(await refusal('4242424242424242', '12/34', '12345')).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { cvc: "Your card's security code is invalid." },
    });
    expect(await refusal('', '', '')).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: {
        card_number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
      },
    });
    expect(await db('webhook_events').where({ payment_id: open.paymentId })).toEqual([]);
  });

  it("will not confirm someone else's payment", async () => {
    const open = await openPayment('24 Unlock Ave, Austin, TX 78701');
    expect(
      await failureOf(
        harness.payments.confirmOfflinePayment(card(open.clientSecret, '4242424242424242'), as(bob)),
      ),
    ).toMatchObject({ code: status.NOT_FOUND, details: 'Payment not found' });
    expect(
      await failureOf(
        harness.payments.confirmOfflinePayment(
          card(`${open.intentId}_secret_guess`, '4242424242424242'),
          as(alice),
        ),
      ),
    ).toMatchObject({ code: status.NOT_FOUND });
    expect(await statusOf(open.propertyId)).toBe(PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD);
  });
});

describe('webhooks', () => {
  /** The intent as Stripe would put it in an event, once the provider considers it paid. */
  async function paidIntent(intentId: string) {
    const row = await db('offline_payment_intents').where({ id: intentId }).first();
    return paymentIntentObject({ ...row, status: 'succeeded' });
  }

  it('processes a signed payment_intent.succeeded once; a replay changes nothing', async () => {
    const open = await openPayment('30 Hook Rd, Austin, TX 78701');
    const event = signedEvent('payment_intent.succeeded', await paidIntent(open.intentId));
    // No access token: the provider's signature is the authentication.
    expect(
      await harness.payments.handleWebhook({ payload: event.payload, signature: event.signature }),
    ).toEqual({
      processed: true,
    });
    expect(
      await harness.payments.handleWebhook({ payload: event.payload, signature: event.signature }),
    ).toEqual({
      processed: false,
    });
    await Promise.all(
      [1, 2, 3].map(() =>
        harness.payments.handleWebhook({ payload: event.payload, signature: event.signature }),
      ),
    );
    expect(await statusOf(open.propertyId)).toBe(PaymentStatus.PAYMENT_STATUS_SUCCEEDED);
    expect(await db('webhook_events').where({ provider_event_id: event.id })).toHaveLength(1);
    expect(
      await db('outbox').where({ topic: 'payment.succeeded', message_key: open.propertyId }),
    ).toHaveLength(1);

    // Stripe may also send a second, different event for the same success: still one payment.succeeded.
    const another = signedEvent('payment_intent.succeeded', await paidIntent(open.intentId));
    expect(await harness.payments.handleWebhook(another)).toEqual({ processed: true });
    expect(
      await db('outbox').where({ topic: 'payment.succeeded', message_key: open.propertyId }),
    ).toHaveLength(1);
  });

  it('refuses a bad signature, another secret and an altered body with INVALID_ARGUMENT, changing nothing', async () => {
    const open = await openPayment('31 Hook Rd, Austin, TX 78701');
    const event = signedEvent('payment_intent.succeeded', await paidIntent(open.intentId));
    const forged = signedEvent('payment_intent.succeeded', await paidIntent(open.intentId), {
      secret: 'whsec_someone_else',
    });
    const altered = Buffer.from(event.payload.toString('utf8').replace('"amount":9900', '"amount":9901'));
    for (const attempt of [
      { payload: event.payload, signature: 't=1,v1=0000' },
      { payload: event.payload, signature: '' },
      { payload: forged.payload, signature: forged.signature },
      { payload: altered, signature: event.signature },
    ]) {
      expect(await failureOf(harness.payments.handleWebhook(attempt))).toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'The webhook signature is invalid',
        fields: { signature: 'The webhook signature is invalid' },
      });
    }
    expect(await db('webhook_events').where({ payment_id: open.paymentId })).toEqual([]);
    expect(await statusOf(open.propertyId)).toBe(PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD);
  });

  it('refuses a signed body that is not an event', async () => {
    const notAnEvent = signedEvent('payment_intent.succeeded', { id: 'ch_1', object: 'charge' });
    expect(await failureOf(harness.payments.handleWebhook(notAnEvent))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { payload: 'The webhook payload is not a payment provider event' },
    });
  });

  it('does not unlock for a success of another amount', async () => {
    const open = await openPayment('32 Hook Rd, Austin, TX 78701');
    const cheap = signedEvent('payment_intent.succeeded', {
      ...(await paidIntent(open.intentId)),
      amount: 100,
    });
    expect(await harness.payments.handleWebhook(cheap)).toEqual({ processed: true });
    expect(await db('webhook_events').where({ provider_event_id: cheap.id }).first()).toMatchObject({
      effect: 'ignored',
    });
    expect(await db('outbox').where({ message_key: open.propertyId })).toEqual([]);
  });

  it('settles on the status check when the webhook is late, and the late webhook then adds nothing', async () => {
    const open = await openPayment('33 Hook Rd, Austin, TX 78701');
    // The provider took the money but its webhook has not arrived.
    await db('offline_payment_intents').where({ id: open.intentId }).update({ status: 'succeeded' });
    expect(await statusOf(open.propertyId)).toBe(PaymentStatus.PAYMENT_STATUS_SUCCEEDED);
    expect(
      await db('outbox').where({ topic: 'payment.succeeded', message_key: open.propertyId }),
    ).toHaveLength(1);

    const late = signedEvent('payment_intent.succeeded', await paidIntent(open.intentId));
    expect(await harness.payments.handleWebhook(late)).toEqual({ processed: true });
    expect(
      await db('outbox').where({ topic: 'payment.succeeded', message_key: open.propertyId }),
    ).toHaveLength(1);
    await waitFor(() => succeededOnBroker(open.propertyId).length > 0, { message: 'payment.succeeded' });
  });
});

describe('logs', () => {
  it('never contain a card number', () => {
    const text = harness.logs.text();
    // The capture works: the service did log during these tests.
    expect(text).toContain('payment provider selected');
    for (const number of CARDS_USED) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
  });
});
