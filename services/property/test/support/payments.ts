// Publishes payment.succeeded the way the payment service's outbox relay does: a kafkajs producer, CloudEvents
// binary-mode headers from the kit, key = property id, protobuf value.
import { randomUUID } from 'node:crypto';
import { cloudEventHeaders, createKafka, createProducer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { testKafkaBrokers } from '@homeward/testing';
import { testLogger } from './harness';

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
  const kafka = createKafka({
    clientId: 'property-test-payments',
    brokers: testKafkaBrokers(),
    logger: testLogger,
  });
  const producer = createProducer(kafka);
  await producer.connect();
  return {
    async publish({ propertyId, userId, paymentId = randomUUID(), eventId = randomUUID() }) {
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
      await producer.send({
        topic: topics.paymentSucceeded.name,
        acks: -1,
        messages: [
          {
            key: propertyId,
            value: Buffer.from(PaymentSucceeded.encode(payload).finish()),
            headers: cloudEventHeaders({
              id: eventId,
              type: topics.paymentSucceeded.ceType,
              source: 'homeward/payment',
              time: occurredAt,
            }),
          },
        ],
      });
      return eventId;
    },
    stop: () => producer.disconnect(),
  };
}
