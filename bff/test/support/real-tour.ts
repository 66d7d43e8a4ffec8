// The real identity, property and tour services in-process (the test topology: each on its own database of the
// run's PostgreSQL, on this file's broker); for the BFF's test through the real tour service. Identity issues the
// tokens the others verify (its JWKS); property answers from its demo dataset, so a buyer can own a listed home and
// an unlisted one; the tour service asks property over gRPC, exactly as deployed. The confirmation tokens are read
// where the desk's e-mail gets them: the tour.scheduled events.
import { TourScheduled } from '@homeward/protos/gen/homeward/tour/v1/events';
import { topics } from '@homeward/protos/topics';
import { collectTestMessages, startOrStop, startTopology, waitFor } from '@homeward/testing';
import { emailVerifier, START } from './real-services';

/** The tour service's link secret in this test; the test signs an expired link of its own with it. */
export const TEST_TOUR_LINK_SECRET = 'bff-tour-integration-test-link-secret-0123456789';

export interface RealTourServices {
  addresses: { identity: string; property: string; tour: string };
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  /** The tour.scheduled event of a tour (what notifications turns into the desk's e-mail). */
  scheduledEvent(tourId: string): Promise<TourScheduled>;
  stop(): Promise<void>;
}

export async function startRealTourServices(prefix: string): Promise<RealTourServices> {
  const topology = await startTopology({
    prefix,
    real: {
      identity: { start: START.identity },
      property: { start: START.property, env: { PROPERTY_DATA_PROVIDER: 'demo' } },
      tour: { start: START.tour, env: { TOUR_LINK_SECRET: TEST_TOUR_LINK_SECRET } },
    },
  });
  return startOrStop(async (stops) => {
    const events = stops.add(
      await collectTestMessages(`${prefix}-events`, [topics.tourScheduled.name]),
      (collector) => collector.stop(),
    );
    return {
      addresses: {
        identity: topology.address('identity'),
        property: topology.address('property'),
        tour: topology.address('tour'),
      },
      verifyEmail: await emailVerifier(prefix, topology.address('identity'), stops),
      scheduledEvent: (tourId) =>
        waitFor(
          () => {
            const message = events.on(topics.tourScheduled.name).find((m) => m.key === tourId);
            return message && TourScheduled.decode(message.value!);
          },
          { message: `tour.scheduled of ${tourId}`, timeoutMs: 30_000 },
        ),
      stop: () => topology.stop(),
    };
  }, topology.stops);
}
