// The notification centre over gRPC against the real database: newest-first pages walked by their cursor (ties of
// one instant and of one millisecond included), the unread count over all pages, mark one read (the caller's own
// only) and mark all read. Rows are written straight into the table so instants can be chosen to the microsecond;
// the notices made from events are the other test files' business.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { unusedPort, waitFor } from '@homeward/testing';
import type {
  ListNotificationsRequest,
  Notification,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { startNotifications, type RunningNotifications } from './support/running-notifications';

jest.setTimeout(60_000);

let running: RunningNotifications;

beforeAll(async () => {
  running = await startNotifications('centre', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await unusedPort()),
  });
});

afterAll(async () => {
  await running?.stop();
});

interface StoredNotice {
  id: string;
  /** Postgres timestamptz text, to the microsecond. */
  createdAt: string;
  read?: boolean;
}

async function store(userId: string, notices: StoredNotice[]): Promise<void> {
  await running.db('notifications').insert(
    notices.map((notice) => ({
      id: notice.id,
      user_id: userId,
      kind: 'property_created',
      title: 'Property added',
      body: `notice ${notice.id}`,
      subject_id: '',
      read: notice.read ?? false,
      source_event_id: randomUUID(),
      created_at: notice.createdAt,
    })),
  );
}

async function list(userId: string, request: Partial<ListNotificationsRequest> = {}) {
  return running.notifications.listNotifications({ pageSize: 0, ...request }, await running.tokenFor(userId));
}

/** Every page of size `pageSize`, in order, following each answer's cursor. */
async function walk(userId: string, pageSize: number): Promise<Notification[][]> {
  const pages: Notification[][] = [];
  let before: ListNotificationsRequest['before'];
  do {
    const page = await list(userId, { pageSize, before });
    pages.push(page.notifications);
    before = page.next;
    if (pages.length > 20) throw new Error('the cursor never ends');
  } while (before);
  return pages;
}

const ids = (notifications: Notification[]) => notifications.map((notification) => notification.id);

describe('the notification centre', () => {
  it('pages newest first by (created_at, id), with ties of one instant and of one millisecond, to the end', async () => {
    const user = randomUUID();
    // ids chosen so the id order differs from the insertion order
    const tied = ['00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000a'];
    const notices: StoredNotice[] = [
      { id: '00000000-0000-4000-8000-000000000001', createdAt: '2026-11-20T10:00:00.000001Z' },
      { id: '00000000-0000-4000-8000-000000000009', createdAt: '2026-11-20T10:00:00.000002Z' },
      { id: tied[1]!, createdAt: '2026-11-20T10:00:00.000003Z' },
      { id: tied[0]!, createdAt: '2026-11-20T10:00:00.000003Z' },
      { id: '00000000-0000-4000-8000-000000000002', createdAt: '2026-11-21T08:30:00Z' },
    ];
    await store(user, notices);
    await store(randomUUID(), [{ id: randomUUID(), createdAt: '2026-11-20T10:00:00.000003Z' }]);

    const pages = await walk(user, 2);

    expect(pages.map(ids)).toEqual([
      ['00000000-0000-4000-8000-000000000002', tied[0]],
      [tied[1], '00000000-0000-4000-8000-000000000009'],
      ['00000000-0000-4000-8000-000000000001'],
    ]);
    expect(pages[0]![0]!.createdAt).toBe('2026-11-21T08:30:00.000Z');
  });

  it('ends without a cursor when the last page is exactly full', async () => {
    const user = randomUUID();
    await store(user, [
      { id: randomUUID(), createdAt: '2026-11-20T10:00:00Z' },
      { id: randomUUID(), createdAt: '2026-11-20T11:00:00Z' },
    ]);
    const page = await list(user, { pageSize: 2 });
    expect(page.notifications).toHaveLength(2);
    expect(page.next).toBeUndefined();
  });

  it('answers 20 when no page size is named, and at most 50', async () => {
    const user = randomUUID();
    const start = Date.parse('2026-11-01T00:00:00Z');
    await store(
      user,
      Array.from({ length: 55 }, (_, index) => ({
        id: randomUUID(),
        createdAt: new Date(start + index * 60_000).toISOString(),
      })),
    );
    const first = await list(user);
    expect(first.notifications).toHaveLength(20);
    expect(first.next).toBeDefined();
    expect(first.unreadCount).toBe(55);
    expect((await list(user, { pageSize: 50 })).notifications).toHaveLength(50);
  });

  it('counts the unread over all pages and marks one read for its owner only', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const [older, newer, alreadyRead] = [randomUUID(), randomUUID(), randomUUID()];
    await store(owner, [
      { id: older, createdAt: '2026-11-20T09:00:00Z' },
      { id: newer, createdAt: '2026-11-20T10:00:00Z' },
      { id: alreadyRead, createdAt: '2026-11-20T08:00:00Z', read: true },
    ]);

    const firstPage = await list(owner, { pageSize: 1 });
    expect(ids(firstPage.notifications)).toEqual([newer]);
    expect(firstPage.unreadCount).toBe(2);

    // another user's attempt is the same NOT_FOUND as an id nobody has, and changes nothing
    await expect(
      running.notifications.markNotificationRead({ notificationId: older }, await running.tokenFor(stranger)),
    ).rejects.toMatchObject({ code: status.NOT_FOUND });
    await expect(
      running.notifications.markNotificationRead(
        { notificationId: randomUUID() },
        await running.tokenFor(owner),
      ),
    ).rejects.toMatchObject({ code: status.NOT_FOUND });
    expect((await list(owner)).unreadCount).toBe(2);

    const marked = await running.notifications.markNotificationRead(
      { notificationId: older },
      await running.tokenFor(owner),
    );
    expect(marked.notification).toMatchObject({ id: older, read: true });
    expect(marked.unreadCount).toBe(1);
    const [row] = await running.db('notifications').where({ id: older }).select('read_at');
    expect(row.read_at).toBeInstanceOf(Date);

    // marking it again is harmless and keeps the first read time
    const again = await running.notifications.markNotificationRead(
      { notificationId: older },
      await running.tokenFor(owner),
    );
    expect(again.unreadCount).toBe(1);
    const [rowAgain] = await running.db('notifications').where({ id: older }).select('read_at');
    expect(rowAgain.read_at).toEqual(row.read_at);

    const after = await list(owner);
    expect(after.notifications.map((n) => [n.id, n.read])).toEqual([
      [newer, false],
      [older, true],
      [alreadyRead, true],
    ]);
  });

  it("marks all of the caller's notices read and nobody else's", async () => {
    const owner = randomUUID();
    const neighbour = randomUUID();
    await store(owner, [
      { id: randomUUID(), createdAt: '2026-11-20T09:00:00Z' },
      { id: randomUUID(), createdAt: '2026-11-20T10:00:00Z' },
      { id: randomUUID(), createdAt: '2026-11-20T11:00:00Z', read: true },
    ]);
    await store(neighbour, [{ id: randomUUID(), createdAt: '2026-11-20T09:00:00Z' }]);

    const marked = await running.notifications.markAllNotificationsRead({}, await running.tokenFor(owner));
    expect(marked).toEqual({ marked: 2, unreadCount: 0 });
    const after = await list(owner);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((notification) => notification.read)).toBe(true);
    expect((await list(neighbour)).unreadCount).toBe(1);

    const repeated = await running.notifications.markAllNotificationsRead({}, await running.tokenFor(owner));
    expect(repeated.marked).toBe(0);
  });

  it('answers the unread count read back after marking, so a notice that arrived meanwhile stays unread', async () => {
    const owner = randomUUID();
    const [held, arrived] = [randomUUID(), randomUUID()];
    await store(owner, [{ id: held, createdAt: '2026-11-21T09:00:00Z' }]);
    // A transaction holding one notice's row makes the mark-all wait on it. A notice stored meanwhile is newer
    // than that statement, so it is not marked, and it is still unread when the answer is given.
    const holder = await running.db.transaction();
    try {
      await holder('notifications').where({ id: held }).forUpdate().select('id');
      const marking = running.notifications.markAllNotificationsRead({}, await running.tokenFor(owner));
      await waitFor(
        async () =>
          (
            await running.db.raw(
              "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update%notifications%'",
            )
          ).rows.length > 0,
        { message: 'the mark-all waiting on the held notice', timeoutMs: 30_000 },
      );
      await store(owner, [{ id: arrived, createdAt: '2026-11-21T10:00:00Z' }]);
      await holder.commit();
      expect(await marking).toEqual({ marked: 1, unreadCount: 1 });
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
    }
    expect((await list(owner)).unreadCount).toBe(1);
  });

  it('refuses a page size outside 0-50, a malformed cursor and a malformed id as INVALID_ARGUMENT', async () => {
    const user = randomUUID();
    const token = await running.tokenFor(user);
    const invalid = { code: status.INVALID_ARGUMENT };
    await expect(list(user, { pageSize: 51 })).rejects.toMatchObject(invalid);
    await expect(list(user, { pageSize: -1 })).rejects.toMatchObject(invalid);
    await expect(list(user, { before: { createdAt: 'yesterday', id: randomUUID() } })).rejects.toMatchObject(
      invalid,
    );
    await expect(
      list(user, { before: { createdAt: '2026-11-20T10:00:00Z', id: 'not-a-uuid' } }),
    ).rejects.toMatchObject(invalid);
    await expect(
      running.notifications.markNotificationRead({ notificationId: 'not-a-uuid' }, token),
    ).rejects.toMatchObject(invalid);
  });

  it('refuses every call without a valid access token', async () => {
    await expect(running.notifications.markAllNotificationsRead({})).rejects.toMatchObject({
      code: status.UNAUTHENTICATED,
    });
    await expect(
      running.notifications.markNotificationRead({ notificationId: randomUUID() }),
    ).rejects.toMatchObject({ code: status.UNAUTHENTICATED });
  });
});
