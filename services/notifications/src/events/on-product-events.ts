import type { ConsumedEvent, EventHandler } from '@homeward/kit';
import { topics, type TopicDefinition } from '@homeward/protos/topics';
import type { ProductAnalytics } from '../application/product-analytics';
import {
  inspectionUploaded,
  propertyCreated,
  propertyUnlocked,
  tourScheduled,
  userSignedUp,
  type DomainFact,
  type ProductEvent,
} from '../domain/product-events';
import { occurredAt } from './event-payload';

type Payload = { occurredAt?: string };

/** A topic and how one of its events becomes a product event (null: it makes none). */
export interface ProductEventSource<T extends Payload> {
  topic: TopicDefinition<T>;
  /** The payload fields without which the event says nothing usable (the user first). */
  required: (keyof T & string)[];
  userOf(payload: T): string;
  toProductEvent(fact: DomainFact, payload: T): ProductEvent | null;
}

/** A topic's analytics handler, its payload type erased so taps of different topics sit in one list. */
export interface ProductEventTap {
  topic: TopicDefinition<unknown>;
  handler: EventHandler<unknown>;
}

function tap<T extends Payload>(source: ProductEventSource<T>, analytics: ProductAnalytics): ProductEventTap {
  return {
    topic: source.topic as TopicDefinition<unknown>,
    handler: onProductEvent(source, analytics) as EventHandler<unknown>,
  };
}

/** Every domain event that feeds product analytics, and what it becomes. */
export function productEventTaps(analytics: ProductAnalytics): ProductEventTap[] {
  return [
    tap(
      {
        topic: topics.userRegistered,
        required: ['userId'],
        userOf: (payload) => payload.userId,
        toProductEvent: (fact) => userSignedUp(fact),
      },
      analytics,
    ),
    tap(
      {
        topic: topics.propertyCreated,
        required: ['ownerId', 'propertyId'],
        userOf: (payload) => payload.ownerId,
        toProductEvent: (fact, payload) => propertyCreated({ ...fact, propertyId: payload.propertyId }),
      },
      analytics,
    ),
    tap(
      {
        topic: topics.inspectionUploaded,
        required: ['ownerId', 'propertyId', 'homeInspectionId'],
        userOf: (payload) => payload.ownerId,
        toProductEvent: (fact, payload) =>
          inspectionUploaded({
            ...fact,
            propertyId: payload.propertyId,
            homeInspectionId: payload.homeInspectionId,
            uploadNumber: payload.uploadNumber,
          }),
      },
      analytics,
    ),
    tap(
      {
        topic: topics.tourScheduled,
        required: ['ownerId', 'propertyId', 'tourId'],
        userOf: (payload) => payload.ownerId,
        toProductEvent: (fact, payload) =>
          tourScheduled({
            ...fact,
            propertyId: payload.propertyId,
            tourId: payload.tourId,
            slotCount: payload.slots.length,
          }),
      },
      analytics,
    ),
    tap(
      {
        topic: topics.propertyUnlocked,
        required: ['ownerId', 'propertyId'],
        userOf: (payload) => payload.ownerId,
        toProductEvent: (fact, payload) =>
          propertyUnlocked({ ...fact, propertyId: payload.propertyId, paymentId: payload.paymentId }),
      },
      analytics,
    ),
  ];
}

/**
 * The analytics side of one topic. It never throws: an event another handler of the topic accepts must not be
 * retried or dead-lettered because analytics cannot use it; it is logged and skipped.
 */
export function onProductEvent<T extends Payload>(
  { topic, required, userOf, toProductEvent }: ProductEventSource<T>,
  analytics: ProductAnalytics,
): EventHandler<T> {
  return async (event: ConsumedEvent<T>, trx) => {
    const { payload } = event;
    const missing = required.filter((field) => {
      const value = payload[field];
      return typeof value !== 'string' || value.trim() === '';
    });
    if (missing.length > 0) {
      analytics.skip(event.id, topic.name, `lacks ${missing.join(', ')}`);
      return;
    }
    const fact: DomainFact = { eventId: event.id, userId: userOf(payload), occurredAt: occurredAt(event) };
    const product = toProductEvent(fact, payload);
    if (!product) {
      analytics.skip(event.id, topic.name, 'not a funnel step');
      return;
    }
    analytics.record(trx, event.id, product);
  };
}
