// One buyer's way through the funnel as the services announce it on the broker, published twice, and how to tell
// from the service's /metrics that both copies were handled.
import { randomUUID } from 'node:crypto';
import { localTokenSeal } from '@homeward/kit';
import { topics, type TopicDefinition } from '@homeward/protos/topics';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import { InspectionUploaded } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import { PropertyCreated, PropertyUnlocked } from '@homeward/protos/gen/homeward/property/v1/events';
import { TourScheduled } from '@homeward/protos/gen/homeward/tour/v1/events';
import { unusedPort, waitFor } from '@homeward/testing';
import type { RunningNotifications } from './running-notifications';

export const EVENT_TIMEOUT = { timeoutMs: 45_000 };

/** One buyer's way through the funnel, as the services announce it. */
export function journey(userId: string) {
  const propertyId = randomUUID();
  const occurredAt = new Date().toISOString();
  const upload = (uploadNumber: number) =>
    InspectionUploaded.fromPartial({
      homeInspectionId: randomUUID(),
      propertyId,
      ownerId: userId,
      fileName: `report-${uploadNumber}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 1024,
      uploadNumber,
      occurredAt,
    });
  return {
    propertyId,
    events: [
      event(
        topics.userRegistered,
        userId,
        UserRegistered.fromPartial({
          userId,
          email: `${userId}@example.com`,
          fullName: 'Ada Buyer',
          verificationToken: localTokenSeal().seal('token-not-logged'),
          occurredAt,
        }),
      ),
      event(
        topics.propertyCreated,
        propertyId,
        PropertyCreated.fromPartial({ propertyId, ownerId: userId, address: '9 Funnel Way', occurredAt }),
      ),
      event(topics.inspectionUploaded, propertyId, upload(1)),
      event(topics.inspectionUploaded, propertyId, upload(2)),
      event(
        topics.tourScheduled,
        propertyId,
        TourScheduled.fromPartial({
          tourId: randomUUID(),
          propertyId,
          ownerId: userId,
          propertyAddress: '9 Funnel Way, Provo, UT 84601',
          timeZoneLabel: 'Mountain Time',
          slots: [
            {
              slot: { label: '12/01/2026 9:30 AM', startsAt: '2026-12-01T09:30:00-07:00' },
              confirmToken: localTokenSeal().seal('signed-token'),
            },
          ],
          contactEmail: `${userId}@example.com`,
          contactName: 'Ada Buyer',
          occurredAt,
        }),
      ),
      event(
        topics.propertyUnlocked,
        propertyId,
        PropertyUnlocked.fromPartial({ propertyId, ownerId: userId, paymentId: randomUUID(), occurredAt }),
      ),
    ],
  };
}

export interface Published {
  topic: TopicDefinition<unknown>;
  key: string;
  payload: unknown;
  id: string;
}

export function event<T>(topic: TopicDefinition<T>, key: string, payload: T): Published {
  return { topic: topic as TopicDefinition<unknown>, key, payload, id: randomUUID() };
}

/** Every event twice under its id, as a redelivery after a lost offset commit would bring it. */
export async function publishTwice(running: RunningNotifications, events: Published[]): Promise<void> {
  for (const { topic, key, payload, id } of events) {
    await running.publish(topic, key, payload, id);
    await running.publish(topic, key, payload, id);
  }
}

export async function scrape(running: RunningNotifications): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${running.service.opsPort}/metrics`);
  return response.text();
}

export function sample(metrics: string, name: string, labels: string): number | undefined {
  const line = metrics.split('\n').find((each) => each.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Until each topic's copy was seen and skipped by the inbox: both deliveries of every event are handled. */
export async function bothCopiesHandled(
  running: RunningNotifications,
  expected: Map<string, number>,
): Promise<string> {
  return waitFor(async () => {
    const metrics = await scrape(running);
    const done = [...expected].every(
      ([topic, copies]) =>
        sample(metrics, 'homeward_events_consumed_total', `topic="${topic}",outcome="duplicate"`) === copies,
    );
    return done ? metrics : undefined;
  }, EVENT_TIMEOUT);
}

export function duplicatesPerTopic(events: Published[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { topic } of events) counts.set(topic.name, (counts.get(topic.name) ?? 0) + 1);
  return counts;
}

// No mail server: a dead port keeps the sign-up's verification e-mail from reaching other files' inboxes.
export async function deadSmtp(): Promise<Record<string, string>> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await unusedPort()), EMAIL_MAX_ATTEMPTS: '1' };
}
