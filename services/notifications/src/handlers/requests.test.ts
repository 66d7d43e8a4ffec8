import { ZodError } from 'zod';
import { listNotificationsRequest, markNotificationReadRequest } from './requests';

const ID = '3f1c2b9e-8d4a-4c1e-9b7a-2e5f6a7b8c9d';

function violations(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ZodError) return error.issues.map((issue) => issue.path.join('.'));
    throw error;
  }
  throw new Error('accepted');
}

describe('ListNotifications request', () => {
  it('takes the default page of 20 for 0, and any size up to 50', () => {
    expect(listNotificationsRequest({ pageSize: 0 })).toEqual({ pageSize: 20, before: undefined });
    expect(listNotificationsRequest({ pageSize: 1 }).pageSize).toBe(1);
    expect(listNotificationsRequest({ pageSize: 50 }).pageSize).toBe(50);
  });

  it('refuses a size below 0 or above 50 on page_size', () => {
    expect(violations(() => listNotificationsRequest({ pageSize: 51 }))).toEqual(['page_size']);
    expect(violations(() => listNotificationsRequest({ pageSize: -1 }))).toEqual(['page_size']);
  });

  it('keeps a cursor with microseconds as given', () => {
    const before = { createdAt: '2026-11-20T10:00:00.000003Z', id: ID };
    expect(listNotificationsRequest({ pageSize: 5, before })).toEqual({ pageSize: 5, before });
  });

  it('refuses a cursor whose time or id is malformed, naming the field', () => {
    expect(
      violations(() => listNotificationsRequest({ pageSize: 5, before: { createdAt: 'yesterday', id: ID } })),
    ).toEqual(['before.created_at']);
    expect(
      violations(() =>
        listNotificationsRequest({
          pageSize: 5,
          before: { createdAt: '2026-11-20T10:00:00Z', id: "1' or 1=1" },
        }),
      ),
    ).toEqual(['before.id']);
  });
});

describe('MarkNotificationRead request', () => {
  it('takes a uuid and refuses anything else on notification_id', () => {
    expect(markNotificationReadRequest({ notificationId: ID })).toEqual({ notificationId: ID });
    expect(violations(() => markNotificationReadRequest({ notificationId: '' }))).toEqual([
      'notification_id',
    ]);
    expect(violations(() => markNotificationReadRequest({ notificationId: 'n1' }))).toEqual([
      'notification_id',
    ]);
  });
});
