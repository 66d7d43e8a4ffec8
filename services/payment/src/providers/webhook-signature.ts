// Webhook signatures exactly as Stripe makes and checks them (the `Stripe-Signature` header: t=<unix>,v1=<HMAC>),
// through the stripe package's own helpers, so the offline provider's events pass the same verification as Stripe's.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Thrown when a payload's signature does not verify: a forged, altered, stale or unsigned request. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The event in `payload` once its signature verifies against `secret` (within Stripe's default five-minute
 * tolerance, which bounds how long a captured request can be replayed at all).
 */
export function verifiedEvent(payload: Buffer, signature: string, secret: string): unknown {
  if (signature.trim() === '') throw new WebhookSignatureError('The webhook has no signature');
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new WebhookSignatureError('The webhook signature does not verify');
    throw error;
  }
}

/** The `Stripe-Signature` header for `payload`, as Stripe would send it. */
export function signatureFor(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

/** A webhook secret shaped like Stripe's (`whsec_...`). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}
