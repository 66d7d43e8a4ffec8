import { providerEventFrom } from '../domain/provider-event';
import type { OfflineIntentRow } from '../store/offline-intents';
import { stripeEvent } from './offline-provider';
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
