import { type EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { onPaymentSucceeded, type UnlockDeps } from './on-payment-succeeded';

export type SubscriptionDeps = UnlockDeps;

/** Every topic the property service consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer, deps: SubscriptionDeps): EventConsumer {
  return consumer.subscribe(topics.paymentSucceeded, onPaymentSucceeded(deps));
}
