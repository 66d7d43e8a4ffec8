// With POSTHOG_API_KEY set, product analytics go to PostHog's batch API (a local fake here, never the internet), each
// event once though delivered twice, and what is still buffered is sent when the service stops. A file of its own:
// its service and its metrics registry see only this file's events.
import { randomUUID } from 'node:crypto';
import { FakePostHog } from './support/fake-posthog';
import {
  bothCopiesHandled,
  deadSmtp,
  duplicatesPerTopic,
  journey,
  publishTwice,
} from './support/product-journey';
import { startNotifications, type RunningNotifications } from './support/running-notifications';

// Group joins on the mock broker take longer than jest's default 5 s.
jest.setTimeout(120_000);

describe('product analytics in PostHog (POSTHOG_API_KEY set)', () => {
  const posthog = new FakePostHog();
  let running: RunningNotifications | undefined;

  afterAll(async () => {
    await running?.stop();
    await posthog.stop();
  });

  it('sends each event once, for the user, with ids only, and flushes what is buffered when the service stops', async () => {
    const host = await posthog.start();
    running = await startNotifications('analytics-posthog', {
      ...(await deadSmtp()),
      POSTHOG_API_KEY: 'phc_integration',
      POSTHOG_HOST: host,
    });
    const userId = randomUUID();
    const { events, propertyId } = journey(userId);

    await publishTwice(running, events);
    await bothCopiesHandled(running, duplicatesPerTopic(events));
    const stopping = running;
    running = undefined;
    await stopping.stop();

    expect(posthog.received.every((request) => request.body.api_key === 'phc_integration')).toBe(true);
    const sent = posthog.events.filter((each) => each.distinct_id === userId);
    expect(sent.map((each) => each.event).sort()).toEqual(
      [
        'home_inspection_2_uploaded',
        'home_inspection_uploaded',
        'property_created',
        'property_unlocked',
        'tour_scheduled',
        'user_signed_up',
      ].sort(),
    );
    expect(sent.map((each) => each.uuid).sort()).toEqual(events.map((each) => each.id).sort());
    for (const each of sent.filter((one) => one.event !== 'user_signed_up')) {
      expect(each.properties.property_id).toBe(propertyId);
    }
    // Never the buyer's e-mail, name or the address in what leaves for a third party.
    const payload = JSON.stringify(sent);
    expect(payload).not.toContain('@example.com');
    expect(payload).not.toContain('Ada Buyer');
    expect(payload).not.toContain('Funnel Way');
  });
});
