import { createLogger } from '@homeward/kit';
import type { OfflineIntentRow, OfflineIntentStore } from '../domain/offline-intents';
import { providerEventFrom } from '../domain/provider-event';
import { OfflineProvider, stripeEvent } from './offline-provider';
import { signatureFor, verifiedEvent } from './webhook-signature';

const intent = (changes: Partial<OfflineIntentRow> = {}): OfflineIntentRow => ({
  id: 'pi_0123456789ABCDEFGHIJabcd',
  client_secret: 'pi_0123456789ABCDEFGHIJabcd_secret_0123456789ABCDEFGHIJabcde',
  idempotency_key: 'key',
  amount: 9900,
  currency: 'usd',
  status: 'succeeded',
  metadata: { payment_id: 'pay-1', property_id: 'prop-1', user_id: 'user-1' },
  last_error_code: null,
  last_error_message: null,
  created_at: new Date('2026-01-01T00:00:00Z'),
  ...changes,
});

describe("the offline provider's events", () => {
  it('are Stripe events that pass Stripe signature verification and read back as the intent', () => {
    const secret = 'whsec_offline_unit';
    const payload = JSON.stringify(stripeEvent('payment_intent.succeeded', intent(), new Date()));
    const event = providerEventFrom(
      verifiedEvent(Buffer.from(payload), signatureFor(payload, secret), secret),
    );
    expect(event.id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
    expect(event).toMatchObject({
      type: 'payment_intent.succeeded',
      intent: {
        id: intent().id,
        status: 'succeeded',
        amountCents: 9900,
        currency: 'usd',
        metadata: intent().metadata,
      },
    });
  });

  it('carry a decline the way Stripe does (card_declined + decline_code), never the client secret', () => {
    const declined = intent({
      status: 'requires_payment_method',
      last_error_code: 'insufficient_funds',
      last_error_message: 'Your card has insufficient funds.',
    });
    const raw = stripeEvent('payment_intent.payment_failed', declined, new Date());
    expect((raw.data as { object: { last_payment_error: unknown } }).object.last_payment_error).toEqual({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(JSON.stringify(raw)).not.toContain('_secret_');
    expect(providerEventFrom(raw).intent?.lastError).toEqual({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });
});

/** The port kept in memory, as the store keeps it in offline_payment_intents. */
function memoryIntents(): OfflineIntentStore & { rows: OfflineIntentRow[] } {
  const rows: OfflineIntentRow[] = [];
  return {
    rows,
    async insertOrFindByIdempotencyKey(created) {
      const found = rows.find((row) => row.idempotency_key === created.idempotency_key);
      if (found) return found;
      const row = intent({ ...created, last_error_code: null, last_error_message: null });
      rows.push(row);
      return row;
    },
    find: async (id) => rows.find((row) => row.id === id),
    findByClientSecret: async (secret) => rows.find((row) => row.client_secret === secret),
    async settle(id, outcome) {
      const row = rows.find((candidate) => candidate.id === id && candidate.status !== 'succeeded');
      if (!row) return undefined;
      Object.assign(
        row,
        outcome.status === 'succeeded'
          ? { status: 'succeeded', last_error_code: null, last_error_message: null }
          : { status: outcome.status, last_error_code: outcome.code, last_error_message: outcome.message },
      );
      return row;
    },
  };
}

describe('the offline provider over its intent store', () => {
  const secret = 'whsec_offline_unit';
  const newIntent = {
    paymentId: 'pay-1',
    propertyId: 'prop-1',
    userId: 'user-1',
    amountCents: 9900,
    currency: 'usd',
    idempotencyKey: 'homeward-unlock-pay-1-first',
  };
  const setUp = () => {
    const intents = memoryIntents();
    const provider = new OfflineProvider(intents, secret, createLogger('payment-test', 'silent'));
    const delivered: unknown[] = [];
    provider.deliverWebhooksTo({
      receive: async (payload, signature) => {
        delivered.push(verifiedEvent(payload, signature, secret));
        return { processed: true };
      },
    });
    return { intents, provider, delivered };
  };

  it('creates one intent per idempotency key, shaped like a Stripe PaymentIntent', async () => {
    const { intents, provider } = setUp();
    const created = await provider.createIntent(newIntent);
    expect(created).toMatchObject({ status: 'requires_payment_method', amountCents: 9900, currency: 'usd' });
    expect(created.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]{25}$`));
    expect(await provider.createIntent(newIntent)).toEqual(created);
    expect(intents.rows).toHaveLength(1);
  });

  it('settles a declined card with its decline code and announces the failure as a signed event', async () => {
    const { intents, provider, delivered } = setUp();
    const { clientSecret } = await provider.createIntent(newIntent);
    const card = { number: '4000 0000 0000 9995', expiry: '12/34', cvc: '123' };
    expect(await provider.confirm(clientSecret, card, 'user-1')).toEqual({
      status: 'declined',
      message: 'Your card has insufficient funds.',
    });
    expect(intents.rows[0]).toMatchObject({
      status: 'requires_payment_method',
      last_error_code: 'insufficient_funds',
    });
    expect(delivered).toEqual([expect.objectContaining({ type: 'payment_intent.payment_failed' })]);
  });

  it("keeps a refused card, and another buyer's client secret, away from the store", async () => {
    const { intents, provider, delivered } = setUp();
    const { clientSecret } = await provider.createIntent(newIntent);
    const card = { number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' };
    expect(await provider.confirm(clientSecret, card, 'user-1')).toMatchObject({
      status: 'invalid',
      field: 'cardNumber',
    });
    expect(await provider.confirm(clientSecret, { ...card, number: '4242424242424242' }, 'user-2')).toEqual({
      status: 'not_found',
    });
    expect(intents.rows[0]).toMatchObject({ status: 'requires_payment_method', last_error_code: null });
    expect(delivered).toEqual([]);
  });
});
