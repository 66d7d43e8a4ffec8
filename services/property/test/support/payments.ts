// Publishes payment.succeeded as the payment service's outbox relay would (key = property id), for property's
// consumer of it.
import { randomUUID } from 'node:crypto';
import { topics } from '@homeward/protos/topics';
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { startTestPublisher } from '@homeward/testing';

export interface PaymentPublisher {
  /** Sends one payment.succeeded; `eventId` repeats a delivery (same ce_id), as a redelivery would. */
  publish(payment: {
    propertyId: string;
    userId: string;
    paymentId?: string;
    eventId?: string;
  }): Promise<string>;
  stop(): Promise<void>;
}

export async function startPaymentPublisher(): Promise<PaymentPublisher> {
  const publisher = await startTestPublisher('homeward/payment');
  return {
    publish({ propertyId, userId, paymentId = randomUUID(), eventId = randomUUID() }) {
      const occurredAt = new Date().toISOString();
      const payload = PaymentSucceeded.fromPartial({
        paymentId,
        propertyId,
        userId,
        amountCents: 9900,
        currency: 'usd',
        providerPaymentId: `pi_${paymentId.replace(/-/g, '').slice(0, 24)}`,
        occurredAt,
      });
      return publisher.publish(topics.paymentSucceeded, propertyId, payload, {
        id: eventId,
        time: occurredAt,
      });
    },
    stop: () => publisher.stop(),
  };
}
