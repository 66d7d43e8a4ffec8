import type { ConsumedEvent, EventConsumer, EventHandler, Knex } from '@homeward/kit';
import { topics, type TopicDefinition } from '@homeward/protos/topics';
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import { InspectionUploaded } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import type { ProductAnalytics } from '../application/product-analytics';
import type { ProductEvent } from '../domain/product-events';
import { withProductAnalytics } from './with-product-analytics';

/** The consumer's subscribe, recorded: one handler per topic, as the kit enforces. */
function fakeConsumer() {
  const handlers = new Map<string, EventHandler<unknown>>();
  const consumer = {
    subscribe(topic: TopicDefinition<unknown>, handler: EventHandler<unknown>) {
      if (handlers.has(topic.name)) throw new Error(`${topic.name} already has a handler`);
      handlers.set(topic.name, handler);
      return consumer;
    },
  };
  return { consumer: consumer as unknown as EventConsumer, handlers };
}

function fakeAnalytics() {
  const recorded: ProductEvent[] = [];
  const skipped: string[] = [];
  const analytics = {
    record: (_trx: Knex.Transaction, _eventId: string, event: ProductEvent) => recorded.push(event),
    skip: (_eventId: string, topic: string, reason: string) => skipped.push(`${topic}: ${reason}`),
  };
  return { analytics: analytics as unknown as ProductAnalytics, recorded, skipped };
}

function consumed<T>(payload: T, id = 'evt-1'): ConsumedEvent<T> {
  return { id, type: 't', source: 's', time: '2026-11-23T17:00:00.000Z', key: null, payload };
}

const trx = {} as Knex.Transaction;
const created = PropertyCreated.fromPartial({ propertyId: 'p-1', ownerId: 'u-1', address: '1 Main St' });

describe('withProductAnalytics', () => {
  it("runs the service's handler, then analytics, on a topic both consume", async () => {
    const { consumer, handlers } = fakeConsumer();
    const { analytics, recorded } = fakeAnalytics();
    const order: string[] = [];
    withProductAnalytics(consumer, analytics)
      .subscribe(topics.propertyCreated, async () => {
        order.push('bell');
      })
      .done();

    await handlers.get(topics.propertyCreated.name)!(consumed(created), trx);
    expect(order).toEqual(['bell']);
    expect(recorded.map((event) => [event.name, event.userId, event.properties])).toEqual([
      ['property_created', 'u-1', { property_id: 'p-1' }],
    ]);
  });

  it("counts nothing when the service's handler rejects the event", async () => {
    const { consumer, handlers } = fakeConsumer();
    const { analytics, recorded } = fakeAnalytics();
    withProductAnalytics(consumer, analytics)
      .subscribe(topics.propertyCreated, async () => {
        throw new Error('bell is down');
      })
      .done();

    await expect(handlers.get(topics.propertyCreated.name)!(consumed(created), trx)).rejects.toThrow(
      'bell is down',
    );
    expect(recorded).toEqual([]);
  });

  it('subscribes the topics only analytics consume on done(), each once', () => {
    const { consumer, handlers } = fakeConsumer();
    const { analytics } = fakeAnalytics();
    const subscriptions = withProductAnalytics(consumer, analytics).subscribe(
      topics.propertyCreated,
      async () => undefined,
    );
    expect([...handlers.keys()]).toEqual(['property.created']);

    subscriptions.done();
    expect([...handlers.keys()].sort()).toEqual([
      'inspection.uploaded',
      'property.created',
      'property.unlocked',
      'tour.scheduled',
      'user.registered',
    ]);
  });

  it('skips, never rejects, an event analytics cannot use, so the other handler of the topic is not retried', async () => {
    const { consumer, handlers } = fakeConsumer();
    const { analytics, recorded, skipped } = fakeAnalytics();
    withProductAnalytics(consumer, analytics).done();
    const upload = handlers.get(topics.inspectionUploaded.name)!;

    await upload(
      consumed(InspectionUploaded.fromPartial({ propertyId: 'p-1', homeInspectionId: 'h-1' })),
      trx,
    );
    await upload(
      consumed(
        InspectionUploaded.fromPartial({
          propertyId: 'p-1',
          ownerId: 'u-1',
          homeInspectionId: 'h-1',
          uploadNumber: 0,
        }),
      ),
      trx,
    );
    await upload(
      consumed(
        InspectionUploaded.fromPartial({
          propertyId: 'p-1',
          ownerId: 'u-1',
          homeInspectionId: 'h-2',
          uploadNumber: 2,
        }),
      ),
      trx,
    );

    expect(skipped).toEqual(['inspection.uploaded: lacks ownerId', 'inspection.uploaded: not a funnel step']);
    expect(recorded.map((event) => event.name)).toEqual(['home_inspection_2_uploaded']);
  });
});
