import { createLogger } from '@homeward/kit';
import { waitFor } from '@homeward/testing';
import { propertyCreated, tourScheduled, userSignedUp } from '../../domain/product-events';
import { FakePostHog } from '../../../test/support/fake-posthog';
import { PostHogAnalyticsSink, type PostHogSinkOptions } from './posthog-sink';

const logger = createLogger('posthog-sink-test', 'silent');
const occurredAt = new Date('2026-11-23T17:05:00.000Z');
const fact = { eventId: '3f0c8a2e-8a51-4f0e-9a43-3e6c2b7d9e11', userId: 'user-7', occurredAt };

let posthog: FakePostHog;
let host: string;
const sinks: PostHogAnalyticsSink[] = [];

function sink(options: Partial<PostHogSinkOptions> = {}): PostHogAnalyticsSink {
  const created = new PostHogAnalyticsSink({
    apiKey: 'phc_test_key',
    host,
    logger,
    retryDelayMs: 10,
    ...options,
  });
  sinks.push(created);
  return created;
}

beforeEach(async () => {
  posthog = new FakePostHog();
  host = await posthog.start();
});

afterEach(async () => {
  await Promise.all(sinks.splice(0).map((each) => each.close()));
  await posthog.stop();
});

describe('PostHogAnalyticsSink', () => {
  it('sends buffered events on close, to the batch API with the project key, the user as distinct_id', async () => {
    const analytics = sink();
    analytics.record(userSignedUp(fact));
    analytics.record(
      tourScheduled({
        ...fact,
        eventId: 'tour-event-1',
        propertyId: 'property-3',
        tourId: 'tour-9',
        slotCount: 2,
      }),
    );
    // Nothing yet: the batch is not full and the interval has not passed.
    expect(posthog.received).toEqual([]);

    await analytics.close();

    expect(posthog.received.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /batch/']);
    expect(posthog.received[0]!.body.api_key).toBe('phc_test_key');
    const [signedUp, tour] = posthog.events;
    expect(signedUp).toMatchObject({
      event: 'user_signed_up',
      distinct_id: 'user-7',
      uuid: fact.eventId,
      timestamp: '2026-11-23T17:05:00.000Z',
    });
    expect(tour).toMatchObject({
      event: 'tour_scheduled',
      distinct_id: 'user-7',
      properties: expect.objectContaining({ property_id: 'property-3', tour_id: 'tour-9', slot_count: 2 }),
    });
    expect(tour!.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The server's address is not the buyer's location.
    expect(tour!.properties.$geoip_disable).toBe(true);
  });

  it('sends a full batch without waiting for close', async () => {
    const analytics = sink({ flushAt: 2 });
    analytics.record(propertyCreated({ ...fact, propertyId: 'property-1' }));
    analytics.record(propertyCreated({ ...fact, eventId: 'second', propertyId: 'property-2' }));

    const events = await waitFor(() => (posthog.events.length === 2 ? posthog.events : undefined), {
      message: 'the batch of two reached the fake PostHog',
    });
    expect(events.map((event) => event.properties.property_id)).toEqual(['property-1', 'property-2']);
  });

  it('retries a batch the server could not take, and delivers it once', async () => {
    posthog.failWith = [503];
    const analytics = sink();
    analytics.record(propertyCreated({ ...fact, propertyId: 'property-1' }));

    await analytics.close();

    expect(posthog.events.map((event) => event.event)).toEqual(['property_created']);
  });

  it('never throws at the caller when PostHog refuses the batch, and logs why without the key', async () => {
    posthog.failWith = [400, 400, 400, 400];
    const lines: string[] = [];
    const logged = createLogger('posthog-sink-test', 'warn', { write: (line: string) => lines.push(line) });
    // posthog-node also reports the failed shutdown flush on the console; keep the test output readable.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const analytics = sink({ logger: logged });
      expect(() => analytics.record(userSignedUp(fact))).not.toThrow();

      await expect(analytics.close()).resolves.toBeUndefined();
    } finally {
      consoleError.mockRestore();
    }
    expect(posthog.events).toEqual([]);
    const warnings = lines.filter((line) => line.includes('product analytics not delivered to PostHog'));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.join('\n')).toContain('status=400');
    expect(lines.join('\n')).not.toContain('phc_test_key');
  });
});
