import type { Knex } from '@homeward/kit';
import type { InAppNotification } from '../domain/in-app-notification';
import {
  NotificationNotFoundError,
  type NotificationPage,
  type NotificationPageRequest,
} from '../domain/notification-page';
import {
  countUnread,
  listNotificationPage,
  markAllNotificationsRead,
  markNotificationRead,
} from '../store/notifications';

export interface NotificationCentreDeps {
  db: Knex;
}

/** What the bell asks of the service: the user's notices page by page, the unread count, and marking them read. */
export class NotificationCentre {
  constructor(private readonly deps: NotificationCentreDeps) {}

  /** A newest-first page and the unread count over all pages (read in one snapshot, so the two agree). */
  page(userId: string, request: NotificationPageRequest): Promise<NotificationPage> {
    return this.deps.db.transaction(
      async (trx) => {
        const page = await listNotificationPage(trx, userId, request);
        return { ...page, unreadCount: await countUnread(trx, userId) };
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
  }

  /** Marks the user's own notice read; anyone else's, or none, is NotificationNotFoundError. */
  async markRead(
    userId: string,
    notificationId: string,
  ): Promise<{ notification: InAppNotification; unreadCount: number }> {
    const notification = await markNotificationRead(this.deps.db, userId, notificationId);
    if (!notification) throw new NotificationNotFoundError();
    return { notification, unreadCount: await countUnread(this.deps.db, userId) };
  }

  /** Marks all of the user's notices read: how many were unread, and how many are unread now. */
  async markAllRead(userId: string): Promise<{ marked: number; unreadCount: number }> {
    const marked = await markAllNotificationsRead(this.deps.db, userId);
    return { marked, unreadCount: await countUnread(this.deps.db, userId) };
  }
}
