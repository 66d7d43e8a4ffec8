// The port to whoever takes the card payment: Stripe in production, the offline gateway everywhere else.
import type { GatewayName } from '../domain/payment';
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
export interface GatewayIntent extends ProviderIntent {
  clientSecret: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Stripe's publishable key for Stripe Elements; empty for the offline gateway. */
  readonly publishableKey: string;
  /** The secret webhook events from this gateway are signed with. */
  readonly webhookSecret: string;
  createIntent(intent: NewIntent): Promise<GatewayIntent>;
  /** The provider's current view of an intent; throws `GatewayUnavailableError` when it cannot be asked. */
  retrieveIntent(id: string): Promise<GatewayIntent>;
}

/** The provider could not be reached or failed on its side; the caller may retry. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** Metadata every intent carries, so a webhook can be matched to its payment without any other lookup. */
export function intentMetadata(intent: NewIntent): Record<string, string> {
  return { payment_id: intent.paymentId, property_id: intent.propertyId, user_id: intent.userId };
}
