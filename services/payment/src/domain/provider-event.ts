// The part of a payment provider's webhook event this service acts on, read from Stripe's Event shape
// (https://docs.stripe.com/api/events/object). The offline provider emits the same shape.
import { z } from 'zod';

/** A PaymentIntent as the provider reports it, reduced to what the service needs. */
export interface ProviderIntent {
  id: string;
  /** Stripe's status string (`requires_payment_method`, `processing`, `succeeded`, `canceled`, ...). */
  status: string;
  amountCents: number;
  currency: string;
  /** What we attached at creation: payment_id, property_id, user_id. */
  metadata: Record<string, string>;
  lastError: { code: string; message: string } | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** Present for `payment_intent.*` events. */
  intent?: ProviderIntent;
}

export const PAYMENT_INTENT_SUCCEEDED = 'payment_intent.succeeded';
export const PAYMENT_INTENT_FAILED = 'payment_intent.payment_failed';

const paymentIntentObject = z.object({
  id: z.string().startsWith('pi_'),
  object: z.literal('payment_intent'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).default({}),
  last_payment_error: z
    .object({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() })
    .nullish(),
});

const eventObject = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  data: z.object({ object: z.unknown() }),
});

export function intentFromObject(object: unknown): ProviderIntent {
  const intent = paymentIntentObject.parse(object);
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata,
    // The decline code is the precise reason (e.g. insufficient_funds); `code` alone says only card_declined.
    lastError: error
      ? { code: error.decline_code ?? error.code ?? 'unknown', message: error.message ?? '' }
      : null,
  };
}

/** Reads a verified event; throws (a zod error) when it is not an event or its PaymentIntent is malformed. */
export function providerEventFrom(event: unknown): ProviderEvent {
  const parsed = eventObject.parse(event);
  const isIntentEvent = parsed.type.startsWith('payment_intent.');
  return {
    id: parsed.id,
    type: parsed.type,
    ...(isIntentEvent ? { intent: intentFromObject(parsed.data.object) } : {}),
  };
}
