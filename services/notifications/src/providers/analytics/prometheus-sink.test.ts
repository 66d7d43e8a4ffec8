import { registry } from '@homeward/kit';
import { notificationMetrics } from '../../metrics';
import { userSignedUp, propertyCreated, type ProductEvent } from '../../domain/product-events';
import { PrometheusAnalyticsSink } from './prometheus-sink';

const METRIC = 'homeward_product_events_total';

/** The counter's value per event label, as /metrics would report it. */
async function counted(): Promise<Record<string, number>> {
  const metric = await registry.getSingleMetric(METRIC)?.get();
  return Object.fromEntries((metric?.values ?? []).map((sample) => [sample.labels.event, sample.value]));
}

const fact = { eventId: 'evt-1', userId: 'user-1', occurredAt: new Date() };

describe('PrometheusAnalyticsSink', () => {
  beforeEach(() => notificationMetrics.productEvents.reset());

  it('starts every event series at zero, so increase() sees the first event', async () => {
    new PrometheusAnalyticsSink(notificationMetrics.productEvents);
    expect(await counted()).toEqual({
      user_signed_up: 0,
      property_created: 0,
      home_inspection_uploaded: 0,
      home_inspection_2_uploaded: 0,
      tour_scheduled: 0,
      property_unlocked: 0,
    });
  });

  it('counts each recorded event under its name, in the registry /metrics serves', async () => {
    const sink = new PrometheusAnalyticsSink(notificationMetrics.productEvents);
    const events: ProductEvent[] = [
      userSignedUp(fact),
      propertyCreated({ ...fact, propertyId: 'p-1' }),
      propertyCreated({ ...fact, eventId: 'evt-2', propertyId: 'p-2' }),
    ];
    for (const event of events) sink.record(event);
    expect(await counted()).toMatchObject({ user_signed_up: 1, property_created: 2, tour_scheduled: 0 });
    expect(await registry.metrics()).toContain(`${METRIC}{event="property_created"} 2`);
    await sink.close();
  });
});
