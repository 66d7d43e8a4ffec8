// The $99 unlock's contract (`/api/stripe/*`). JSON is snake_case like the rest of the API, except where the spec
// names the fields itself: create-payment takes `{amount, propertyId}` and answers `{clientSecret}`.
import { CARD_MESSAGES } from '@homeward/rules';
import { z } from 'zod';
import { propertyIdSchema } from './properties';

/** $99.00 in cents: the payment service fixes the price; a client only ever confirms it. */
export const UNLOCK_PRICE_CENTS = 9900;
/** The spec's client sends dollars. */
export const UNLOCK_PRICE_DOLLARS = 99;
export const WRONG_AMOUNT = 'The unlock costs $99.00';

export const unlockGatewaySchema = z.enum(['offline', 'stripe']);
export type UnlockGateway = z.infer<typeof unlockGatewaySchema>;

export const unlockOptionsResponseSchema = z.object({
  gateway: unlockGatewaySchema,
  /** Stripe's publishable key (Stripe Elements) when the gateway is Stripe, else null (the local card form). */
  publishable_key: z.string().nullable(),
  unlock_price_cents: z.number().int(),
});
export type UnlockOptions = z.infer<typeof unlockOptionsResponseSchema>;

/** `amount` is 99 (dollars, as the spec's client sends it) or 9900 (cents); anything else is refused. */
export const createPaymentSchema = z.object({
  amount: z
    .number({ error: WRONG_AMOUNT })
    .refine((amount) => amount === UNLOCK_PRICE_DOLLARS || amount === UNLOCK_PRICE_CENTS, WRONG_AMOUNT)
    .transform(() => UNLOCK_PRICE_CENTS),
  propertyId: propertyIdSchema,
});
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;
export const createPaymentResponseSchema = z.object({ clientSecret: z.string() });

export { CARD_MESSAGES } from '@homeward/rules';

// Stripe's card form words for a field left empty (the payment service says the same).
export const CARD_FIELD_MESSAGES = {
  clientSecret: 'A client secret is required',
  cardNumber: CARD_MESSAGES.numberIncomplete,
  expiry: CARD_MESSAGES.expiryIncomplete,
  cvc: CARD_MESSAGES.cvcIncomplete,
} as const;

const filled = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** The offline gateway's card form (Stripe test-mode semantics). The card number is never logged. */
export const offlineConfirmSchema = z.object({
  client_secret: filled(CARD_FIELD_MESSAGES.clientSecret, 200),
  card_number: filled(CARD_FIELD_MESSAGES.cardNumber, 40),
  /** MM/YY. */
  expiry: filled(CARD_FIELD_MESSAGES.expiry, 10),
  cvc: filled(CARD_FIELD_MESSAGES.cvc, 10),
});
export type OfflineConfirmInput = z.input<typeof offlineConfirmSchema>;

export const unlockStatusSchema = z.enum(['requires_payment_method', 'processing', 'succeeded', 'canceled']);
export type UnlockStatus = z.infer<typeof unlockStatusSchema>;

export const offlineConfirmResponseSchema = z.object({ status: unlockStatusSchema });
/** The 402 answer of a declined card: `message` is the card error's own text, e.g. 'Your card was declined.' */
export const CARD_DECLINED_ERROR = 'card_declined';

export const unlockStatusQuerySchema = z.object({ property_id: propertyIdSchema });
export const unlockStatusResponseSchema = z.object({ status: unlockStatusSchema });

export const webhookResponseSchema = z.object({
  /** False when the provider sent an event that was already processed. */
  processed: z.boolean(),
});

/** The webhook's raw body limit: Stripe events are a few kB. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;
export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';
