// The BFF's payment routes as agreed for issue 5 (snake_case options, the spec's camelCase payment-intent call).
import { z } from 'zod';

// The spec's one-time fee; the server fixes the amount, the client names it as the spec's call does (dollars).
export const UNLOCK_PRICE_DOLLARS = 99;

export const paymentOptionsSchema = z.object({
  gateway: z.enum(['offline', 'stripe']),
  publishable_key: z.string().nullish(),
  unlock_price_cents: z.number().int(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const createPaymentResponseSchema = z.object({ clientSecret: z.string().min(1) });
export const offlineConfirmResponseSchema = z.object({ status: z.string() });
export const paymentStatusResponseSchema = z.object({ status: z.string() });

/** Statuses after which waiting for the unlock is pointless (Stripe's PaymentIntent statuses). */
export const FAILED_PAYMENT_STATUSES = new Set(['requires_payment_method', 'canceled']);
