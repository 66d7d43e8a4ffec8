// Product analytics are captured from the domain events on the broker, each event counted once however often it is
// delivered: by default in homeward_product_events_total, read from /metrics as Prometheus scrapes it.
// product-analytics-posthog.int.test.ts does the same with a PostHog key.
import { randomUUID } from 'node:crypto';
import {
  bothCopiesHandled,
  deadSmtp,
  duplicatesPerTopic,
  journey,
  publishTwice,
  sample,
  scrape,
} from './support/product-journey';
import { startNotifications, type RunningNotifications } from './support/running-notifications';

// Group joins on the mock broker take longer than jest's default 5 s.
jest.setTimeout(120_000);

describe('product analytics in Prometheus (the default)', () => {
  let running: RunningNotifications;

  beforeAll(async () => {
    running = await startNotifications('analytics', await deadSmtp());
  }, 60_000);

  afterAll(async () => {
    await running?.stop();
  });

  it('counts each step of the funnel once, though every event was delivered twice', async () => {
    const before = await scrape(running);
    for (const name of ['user_signed_up', 'property_created', 'tour_scheduled', 'property_unlocked']) {
      expect(sample(before, 'homeward_product_events_total', `event="${name}"`)).toBe(0);
    }
    const { events } = journey(randomUUID());

    await publishTwice(running, events);
    const metrics = await bothCopiesHandled(running, duplicatesPerTopic(events));

    const counted = (name: string) => sample(metrics, 'homeward_product_events_total', `event="${name}"`);
    expect({
      user_signed_up: counted('user_signed_up'),
      property_created: counted('property_created'),
      home_inspection_uploaded: counted('home_inspection_uploaded'),
      home_inspection_2_uploaded: counted('home_inspection_2_uploaded'),
      tour_scheduled: counted('tour_scheduled'),
      property_unlocked: counted('property_unlocked'),
    }).toEqual({
      user_signed_up: 1,
      property_created: 1,
      home_inspection_uploaded: 1,
      home_inspection_2_uploaded: 1,
      tour_scheduled: 1,
      property_unlocked: 1,
    });
  });
});
