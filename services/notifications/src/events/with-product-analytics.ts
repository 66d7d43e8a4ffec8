import type { EventConsumer, EventHandler } from '@homeward/kit';
import type { TopicDefinition } from '@homeward/protos/topics';
import type { ProductAnalytics } from '../application/product-analytics';
import { productEventTaps, type ProductEventTap } from './on-product-events';

/**
 * The kit's consumer takes one handler per topic, while analytics listen to topics that other parts of this service
 * consume too (property.created feeds the bell, user.registered the verification e-mail, tour.scheduled the desk's
 * e-mail). This stands in for the consumer in subscriptions.ts: a topic analytics also listen to gets one handler
 * that runs the service's handler, then the analytics one, in the same inbox transaction (so both happen once, and
 * analytics count only what the service's handler accepted); done() subscribes the topics only analytics listen to.
 */
export class SubscriptionsWithAnalytics {
  private readonly untapped: Map<string, ProductEventTap>;

  constructor(
    private readonly consumer: EventConsumer,
    taps: ProductEventTap[],
  ) {
    this.untapped = new Map(taps.map((tap) => [tap.topic.name, tap]));
  }

  subscribe<T>(topic: TopicDefinition<T>, handler: EventHandler<T>): this {
    const tap = this.untapped.get(topic.name);
    this.untapped.delete(topic.name);
    this.consumer.subscribe(topic, tap ? both(handler, tap.handler as EventHandler<T>) : handler);
    return this;
  }

  /** Subscribes the topics that only analytics consume; call once, after every other subscription. */
  done(): EventConsumer {
    for (const tap of this.untapped.values()) this.consumer.subscribe(tap.topic, tap.handler);
    this.untapped.clear();
    return this.consumer;
  }
}

function both<T>(first: EventHandler<T>, second: EventHandler<T>): EventHandler<T> {
  return async (event, trx) => {
    await first(event, trx);
    await second(event, trx);
  };
}

export function withProductAnalytics(
  consumer: EventConsumer,
  analytics: ProductAnalytics,
): SubscriptionsWithAnalytics {
  return new SubscriptionsWithAnalytics(consumer, productEventTaps(analytics));
}
