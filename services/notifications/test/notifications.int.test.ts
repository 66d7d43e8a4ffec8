import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { topics } from '@homeward/protos/topics';
import { PropertyCreated, PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { waitFor } from '@homeward/testing';
import { unusedPort } from '@homeward/testing';
import { startNotifications, type RunningNotifications } from './support/running-notifications';

// Group joins on the mock broker take longer than jest's default 5 s.
jest.setTimeout(60_000);

let running: RunningNotifications;

function created(ownerId: string, address: string): PropertyCreated {
  return PropertyCreated.fromPartial({
    propertyId: randomUUID(),
    ownerId,
    address,
    occurredAt: new Date().toISOString(),
  });
}

async function notificationsOf(userId: string) {
  const response = await running.notifications.listNotifications(
    { pageSize: 50 },
    await running.tokenFor(userId),
  );
  return response.notifications;
}

async function storedFor(eventId: string): Promise<number> {
  const [row] = await running
    .db('notifications')
    .where({ source_event_id: eventId })
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

async function ops(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${running.service.opsPort}${path}`);
  return { status: response.status, body: await response.text() };
}

beforeAll(async () => {
  // This file needs no mail server; a dead port keeps it from e-mailing other files' sign-ups.
  running = await startNotifications('bell', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await unusedPort()),
    EMAIL_MAX_ATTEMPTS: '1',
  });
});

afterAll(async () => {
  await running?.stop();
});

describe('in-app notifications', () => {
  it('shows the owner a notification for a property they added, and nobody else', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const property = created(owner, '12 Elm St, Springfield, IL 62701');
    const eventId = await running.publish(topics.propertyCreated, property.propertyId, property);

    const [notification] = await waitFor(async () => {
      const list = await notificationsOf(owner);
      return list.length > 0 ? list : undefined;
    });
    expect(notification).toEqual({
      id: expect.any(String),
      kind: 'property_created',
      title: 'Property added',
      body: '12 Elm St, Springfield, IL 62701 was added to your properties.',
      subjectId: property.propertyId,
      link: '',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await storedFor(eventId)).toBe(1);
    expect(await notificationsOf(stranger)).toEqual([]);
  });

  it('stores one notification when the same event is delivered twice, and lists newest first', async () => {
    const owner = randomUUID();
    const first = created(owner, '1 First Ave');
    const second = created(owner, '2 Second Ave');
    const firstId = randomUUID();
    await running.publish(topics.propertyCreated, first.propertyId, first, firstId);
    await running.publish(topics.propertyCreated, first.propertyId, first, firstId);
    // Same key, same partition: once this one is stored, both copies of the first have been handled.
    const marker = created(owner, '1 First Ave, again');
    await running.publish(topics.propertyCreated, first.propertyId, {
      ...marker,
      propertyId: first.propertyId,
    });
    await waitFor(async () => (await notificationsOf(owner)).length === 2, {
      message: 'first and marker stored',
    });
    await running.publish(topics.propertyCreated, second.propertyId, second);

    const list = await waitFor(async () => {
      const current = await notificationsOf(owner);
      return current.length === 3 ? current : undefined;
    });
    expect(await storedFor(firstId)).toBe(1);
    expect(list.map((notification) => notification.body)).toEqual([
      '2 Second Ave was added to your properties.',
      '1 First Ave, again was added to your properties.',
      '1 First Ave was added to your properties.',
    ]);
  });

  it('removes the notifications about a deleted property, for its owner only', async () => {
    const owner = randomUUID();
    const kept = created(owner, '5 Kept Rd');
    const removed = created(owner, '6 Gone Rd');
    await running.publish(topics.propertyCreated, kept.propertyId, kept);
    await running.publish(topics.propertyCreated, removed.propertyId, removed);
    await waitFor(async () => (await notificationsOf(owner)).length === 2);

    // Another user's event naming the owner's property must not touch the owner's bell.
    const foreign = PropertyDeleted.fromPartial({ propertyId: kept.propertyId, ownerId: randomUUID() });
    await running.publish(topics.propertyDeleted, kept.propertyId, foreign);
    const deleted = PropertyDeleted.fromPartial({ propertyId: removed.propertyId, ownerId: owner });
    await running.publish(topics.propertyDeleted, removed.propertyId, deleted);
    // Same key as the foreign event: once the marker is stored, the foreign event has been handled.
    const marker = created(owner, '7 Marker Ln');
    await running.publish(topics.propertyCreated, kept.propertyId, marker);

    const list = await waitFor(async () => {
      const current = await notificationsOf(owner);
      const subjects = current.map((notification) => notification.subjectId);
      return subjects.includes(marker.propertyId) && !subjects.includes(removed.propertyId)
        ? subjects
        : undefined;
    });
    expect(list).toEqual([marker.propertyId, kept.propertyId]);
  });

  it('refuses a call without a valid access token', async () => {
    await expect(running.notifications.listNotifications({ pageSize: 0 })).rejects.toMatchObject({
      code: status.UNAUTHENTICATED,
    });
    await expect(
      running.notifications.listNotifications({ pageSize: 0 }, { accessToken: 'not-a-jwt' }),
    ).rejects.toMatchObject({
      code: status.UNAUTHENTICATED,
    });
  });

  it('serves health, readiness and its business counters on the ops port', async () => {
    expect(await ops('/healthz')).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });
    const ready = await ops('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok', kafka: 'ok' } });
    const metrics = await ops('/metrics');
    expect(metrics.body).toMatch(/homeward_notifications_stored_total\{kind="property_created"\} [1-9]/);
    expect(metrics.body).toMatch(
      /homeward_events_consumed_total\{topic="property.created",outcome="duplicate"\} [1-9]/,
    );
  });
});
