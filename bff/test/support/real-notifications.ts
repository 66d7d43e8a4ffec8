// The real identity and notifications services in-process (the test topology: each on its own database of the run's
// PostgreSQL, on this file's broker); for the BFF's test of the notification centre. Identity issues the tokens
// notifications verifies (its JWKS), so the BFF's session reaches the real service exactly as in production; the
// notices themselves come from property.created events published the way the outbox relay does.
import { randomUUID } from 'node:crypto';
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import { topics } from '@homeward/protos/topics';
import { startOrStop, startTestPublisher, startTopology } from '@homeward/testing';
import { emailVerifier, START, withoutEmail } from './real-services';

export interface RealNotificationsServices {
  addresses: { identity: string; notifications: string };
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  /** What the property service announces when the user adds a home: notifications stores a notice for it. */
  publishPropertyCreated(ownerId: string, address: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealNotificationsServices(prefix: string): Promise<RealNotificationsServices> {
  const topology = await startTopology({
    prefix,
    real: {
      identity: { start: START.identity },
      // the bell is under test, not the sign-up e-mails
      notifications: { start: START.notifications, env: await withoutEmail() },
    },
  });
  return startOrStop(async (stops) => {
    const properties = stops.add(await startTestPublisher('homeward/property'), (publisher) =>
      publisher.stop(),
    );
    return {
      addresses: {
        identity: topology.address('identity'),
        notifications: topology.address('notifications'),
      },
      verifyEmail: await emailVerifier(prefix, topology.address('identity'), stops),
      async publishPropertyCreated(ownerId, address) {
        // keyed by the owner: one partition, so the notices are stored in the order published
        await properties.publish(
          topics.propertyCreated,
          ownerId,
          PropertyCreated.fromPartial({
            propertyId: randomUUID(),
            ownerId,
            address,
            occurredAt: new Date().toISOString(),
          }),
        );
      },
      stop: () => topology.stop(),
    };
  }, topology.stops);
}
