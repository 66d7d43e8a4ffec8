import { ZodError } from 'zod';
import { providerEventFrom } from './provider-event';

const intent = {
  id: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
  object: 'payment_intent',
  amount: 9900,
  amount_received: 9900,
  currency: 'usd',
  status: 'succeeded',
  client_secret: 'pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH',
  metadata: { payment_id: 'pay-1', property_id: 'prop-1', user_id: 'user-1' },
  last_payment_error: null,
};
const event = (type: string, object: unknown) => ({
  id: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
  object: 'event',
  api_version: '2024-06-20',
  created: 1686089970,
  type,
  data: { object },
});

describe('provider events', () => {
  it('reads a payment_intent.succeeded event', () => {
    expect(providerEventFrom(event('payment_intent.succeeded', intent))).toEqual({
      id: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
      type: 'payment_intent.succeeded',
      intent: {
        id: intent.id,
        status: 'succeeded',
        amountCents: 9900,
        currency: 'usd',
        metadata: intent.metadata,
        lastError: null,
      },
    });
  });

  it('takes the decline code as the reason of a failed payment', () => {
    const failed = {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    };
    expect(providerEventFrom(event('payment_intent.payment_failed', failed)).intent?.lastError).toEqual({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('keeps events about other objects without an intent', () => {
    expect(providerEventFrom(event('charge.refunded', { id: 'ch_1', object: 'charge' }))).toEqual({
      id: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
      type: 'charge.refunded',
    });
  });

  it('refuses what is not an event, or a payment_intent event without a PaymentIntent', () => {
    expect(() => providerEventFrom({ id: 'x' })).toThrow(ZodError);
    expect(() =>
      providerEventFrom(event('payment_intent.succeeded', { id: 'ch_1', object: 'charge' })),
    ).toThrow(ZodError);
  });
});
