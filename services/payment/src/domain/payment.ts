// A payment is the one unlock payment of one user for one property, mirrored from the provider's PaymentIntent.

export const PAYMENT_STATES = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export type ProviderName = 'offline' | 'stripe';

export interface Payment {
  id: string;
  userId: string;
  propertyId: string;
  amountCents: number;
  currency: string;
  /** The provider that holds the intent (the `gateway` column; PAYMENT_GATEWAY chooses it). */
  provider: ProviderName;
  /** The provider's PaymentIntent id (`pi_...`); null only between our row and the provider's answer. */
  providerPaymentId: string | null;
  state: PaymentState;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  createdAt: Date;
  succeededAt: Date | null;
}

/**
 * Stripe's PaymentIntent statuses folded onto ours. Steps the buyer still has to take (confirm, authenticate) leave
 * the payment waiting for the buyer; funds the provider holds but has not settled count as processing.
 */
export function stateFromProviderStatus(status: string): PaymentState {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

/** A canceled intent can never be paid, so the buyer gets a fresh one; any other can still be completed. */
export function canBeReused(state: PaymentState): boolean {
  return state !== 'canceled';
}
