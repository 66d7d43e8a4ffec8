import {
  PaymentStatus,
  type ConfirmOfflinePaymentResponse,
  type CreatePaymentResponse,
  type GetPaymentOptionsResponse,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import type { CheckoutOptions, OpenPayment } from '../application/checkout';
import type { OfflineCardOutcome } from '../application/offline-card-form';
import type { PaymentState } from '../domain/payment';

export function toProtoStatus(state: PaymentState): PaymentStatus {
  switch (state) {
    case 'requires_payment_method':
      return PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD;
    case 'processing':
      return PaymentStatus.PAYMENT_STATUS_PROCESSING;
    case 'succeeded':
      return PaymentStatus.PAYMENT_STATUS_SUCCEEDED;
    case 'canceled':
      return PaymentStatus.PAYMENT_STATUS_CANCELED;
  }
}

export function createPaymentResponse({ payment, intent }: OpenPayment): CreatePaymentResponse {
  return {
    paymentId: payment.id,
    clientSecret: intent.clientSecret,
    amountCents: payment.amountCents,
    currency: payment.currency,
  };
}

/** A decline is an answer, not an error: the intent waits for another card, and the buyer reads why. */
export function offlineConfirmationResponse(outcome: OfflineCardOutcome): ConfirmOfflinePaymentResponse {
  return outcome.status === 'declined'
    ? { status: PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD, errorMessage: outcome.message }
    : { status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED, errorMessage: '' };
}

export function paymentOptionsResponse(options: CheckoutOptions): GetPaymentOptionsResponse {
  return {
    gateway: options.provider,
    stripePublishableKey: options.publishableKey,
    unlockPriceCents: options.unlockPriceCents,
  };
}
