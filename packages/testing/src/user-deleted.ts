// Publishes user.deleted as identity's outbox relay would (key = user id), for each service's consumer of it.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { topics } from '@homeward/protos/topics';
import { startTestPublisher } from './events';
import { waitFor } from './wait';

export interface UserDeletedPublisher {
  /** Sends one user.deleted and returns its event id; `eventId` repeats a delivery (same ce_id). */
  publish(user: { userId: string; email?: string; fullName?: string; eventId?: string }): Promise<string>;
  stop(): Promise<void>;
}

export async function startUserDeletedPublisher(): Promise<UserDeletedPublisher> {
  const publisher = await startTestPublisher('homeward/identity');
  return {
    publish({ userId, email = 'deleted.owner@example.com', fullName = 'Ann Lee', eventId = randomUUID() }) {
      const occurredAt = new Date().toISOString();
      const payload = UserDeleted.fromPartial({ userId, email, fullName, occurredAt });
      return publisher.publish(topics.userDeleted, userId, payload, { id: eventId, time: occurredAt });
    },
    stop: () => publisher.stop(),
  };
}

/**
 * Waits until the service's consumer handled the event: its inbox row commits with the handler's effect, so an event
 * that failed (retried or dead-lettered) has none. The first join of a group waits for a rebalance on the mock broker.
 */
export async function waitForInboxEvent(db: Knex, eventId: string, timeoutMs = 45_000): Promise<void> {
  await waitFor(async () => (await db('inbox').where({ event_id: eventId })).length > 0, {
    timeoutMs,
    message: `event ${eventId} in the inbox`,
  });
}
