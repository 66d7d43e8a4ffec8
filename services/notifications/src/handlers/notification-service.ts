import { requireCaller, type AsyncService, type Knex } from '@homeward/kit';
import type {
  ListNotificationsResponse,
  Notification,
  NotificationServiceServer,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { listNotifications, type NotificationRow } from '../store/notifications';

/** The bell shows recent activity, not an archive. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export class NotificationServiceHandler implements AsyncService<NotificationServiceServer> {
  constructor(private readonly db: Knex) {}

  // The request has no fields, so there is nothing to validate; the caller's id is the whole query.
  async listNotifications(): Promise<ListNotificationsResponse> {
    const caller = requireCaller();
    const rows = await listNotifications(this.db, caller.userId, NOTIFICATIONS_PAGE_SIZE);
    return { notifications: rows.map(toProto) };
  }
}

function toProto(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    subjectId: row.subject_id,
    read: row.read,
    createdAt: row.created_at.toISOString(),
  };
}
