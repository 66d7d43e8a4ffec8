// The port to whoever takes the card payment: Stripe in production, the offline provider everywhere else.
import type { ProviderName } from '../domain/payment';
import type { ProviderIntent } from '../domain/provider-event';

export interface NewIntent {
  paymentId: string;
  propertyId: string;
  userId: string;
  amountCents: number;
  currency: string;
  /** The same key always yields the same intent, so a retried or concurrent create cannot charge twice. */
  idempotencyKey: string;
}

/** A PaymentIntent together with the secret the buyer's browser confirms it with. */
export interface ConfirmableIntent extends ProviderIntent {
  clientSecret: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key for Stripe Elements; empty for the offline provider. */
  readonly publishableKey: string;
  /** The secret webhook events from this provider are signed with. */
  readonly webhookSecret: string;
  createIntent(intent: NewIntent): Promise<ConfirmableIntent>;
  /** The provider's current view of an intent; throws `ProviderUnavailableError` when it cannot be asked. */
  retrieveIntent(id: string): Promise<ConfirmableIntent>;
}

/** The provider could not be reached or failed on its side; the caller may retry. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** Metadata every intent carries, so a webhook can be matched to its payment without any other lookup. */
export function intentMetadata(intent: NewIntent): Record<string, string> {
  return { payment_id: intent.paymentId, property_id: intent.propertyId, user_id: intent.userId };
}
