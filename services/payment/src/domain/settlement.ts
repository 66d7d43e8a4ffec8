// What a provider's verdict does to a payment, in one place for every way the verdict arrives: a webhook (Stripe's
// or the offline provider's) and the buyer's status check that asks the provider directly.
import type { Payment } from './payment';
import {
  PAYMENT_INTENT_FAILED,
  PAYMENT_INTENT_SUCCEEDED,
  type ProviderEvent,
  type ProviderIntent,
} from './provider-event';

/** What an event did, as it is recorded with the event's id. */
export type WebhookEffect = 'succeeded' | 'failed' | 'ignored';

/**
 * What an event does to the payment it names. Success is only believed for the amount and currency we asked for:
 * an intent that somehow carries another price does not unlock anything.
 */
export function effectOf(event: ProviderEvent, payment: Payment | undefined): WebhookEffect {
  if (!payment || !event.intent) return 'ignored';
  if (event.type === PAYMENT_INTENT_SUCCEEDED)
    return event.intent.status === 'succeeded' && paysFor(payment, event.intent) ? 'succeeded' : 'ignored';
  if (event.type === PAYMENT_INTENT_FAILED) return 'failed';
  return 'ignored';
}

export function paysFor(payment: Payment, intent: ProviderIntent): boolean {
  return intent.amountCents === payment.amountCents && intent.currency.toLowerCase() === payment.currency;
}
