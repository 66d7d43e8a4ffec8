import type { Payment } from './payment';
import type { ProviderEvent, ProviderIntent } from './provider-event';
import { effectOf, paysFor } from './settlement';

const payment: Payment = {
  id: 'pay-1',
  userId: 'user-1',
  propertyId: 'prop-1',
  amountCents: 9900,
  currency: 'usd',
  provider: 'offline',
  providerPaymentId: 'pi_1',
  state: 'requires_payment_method',
  lastErrorCode: null,
  lastErrorMessage: null,
  createdAt: new Date(),
  succeededAt: null,
};
const intent = (changes: Partial<ProviderIntent> = {}): ProviderIntent => ({
  id: 'pi_1',
  status: 'succeeded',
  amountCents: 9900,
  currency: 'usd',
  metadata: {},
  lastError: null,
  ...changes,
});
const event = (type: string, changes: Partial<ProviderIntent> = {}): ProviderEvent => ({
  id: 'evt_1',
  type,
  intent: intent(changes),
});

describe('what a provider event does to a payment', () => {
  it('settles a succeeded intent of the fixed price', () => {
    expect(effectOf(event('payment_intent.succeeded'), payment)).toBe('succeeded');
    expect(effectOf(event('payment_intent.succeeded', { currency: 'USD' }), payment)).toBe('succeeded');
  });

  it('does not believe a success for another amount or currency, or a success that is not one', () => {
    expect(effectOf(event('payment_intent.succeeded', { amountCents: 100 }), payment)).toBe('ignored');
    expect(effectOf(event('payment_intent.succeeded', { currency: 'eur' }), payment)).toBe('ignored');
    expect(effectOf(event('payment_intent.succeeded', { status: 'processing' }), payment)).toBe('ignored');
  });

  it('records a failed attempt', () => {
    expect(
      effectOf(
        event('payment_intent.payment_failed', {
          status: 'requires_payment_method',
          lastError: { code: 'generic_decline', message: 'Your card was declined.' },
        }),
        payment,
      ),
    ).toBe('failed');
  });

  it('ignores events of unknown payments and other types', () => {
    expect(effectOf(event('payment_intent.succeeded'), undefined)).toBe('ignored');
    expect(effectOf(event('payment_intent.created'), payment)).toBe('ignored');
    expect(effectOf({ id: 'evt_2', type: 'charge.refunded' }, payment)).toBe('ignored');
  });
});

describe('whether an intent pays for a payment', () => {
  it('needs the amount and the currency asked for, whatever the case of the currency', () => {
    expect(paysFor(payment, intent())).toBe(true);
    expect(paysFor(payment, intent({ currency: 'USD' }))).toBe(true);
    expect(paysFor(payment, intent({ amountCents: 9899 }))).toBe(false);
    expect(paysFor(payment, intent({ currency: 'cad' }))).toBe(false);
  });
});
