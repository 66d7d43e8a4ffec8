// The refusals the use cases end in, with the words the caller reads; handlers turn each kind into a gRPC status.
import type { CardField } from './cards';

export const PAYMENT_MESSAGES = {
  propertyNotFound: 'Property not found',
  propertyUnavailable: 'The property service is unavailable. Please try again.',
  /** The property service refused the caller's token that this service accepted (it expired in between). */
  propertyRefusedCaller: 'A valid access token is required',
  paymentNotFound: 'Payment not found',
  alreadyUnlocked: 'This property is already unlocked.',
  providerUnavailable: 'The payment provider is unavailable. Please try again.',
  offlineCardFormOff: 'Card payments go through Stripe here, not the offline card form.',
  webhookSignatureInvalid: 'The webhook signature is invalid',
  webhookPayloadInvalid: 'The webhook payload is not a payment provider event',
} as const;

export type PaymentErrorKind = keyof typeof PAYMENT_MESSAGES;

export class PaymentError extends Error {
  constructor(readonly kind: PaymentErrorKind) {
    super(PAYMENT_MESSAGES[kind]);
    this.name = 'PaymentError';
  }
}

/** A card the form refuses before it reaches the provider; the message is Stripe's card form's. */
export class CardRefusedError extends Error {
  constructor(
    readonly field: CardField,
    message: string,
  ) {
    super(message);
    this.name = 'CardRefusedError';
  }
}
