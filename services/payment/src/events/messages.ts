// The payloads of the events this service publishes.
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import type { Payment } from '../domain/payment';

/** CloudEvents `source` of everything this service publishes. */
export const EVENT_SOURCE = 'homeward/payment';

export function paymentSucceededEvent(
  payment: Payment,
  providerPaymentId: string,
  occurredAt: Date,
): PaymentSucceeded {
  return PaymentSucceeded.fromPartial({
    paymentId: payment.id,
    propertyId: payment.propertyId,
    userId: payment.userId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    providerPaymentId,
    occurredAt: occurredAt.toISOString(),
  });
}
