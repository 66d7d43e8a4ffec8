// The BFF's only caller of the notifications service.
import type { PromiseClient } from '@homeward/kit';
import type {
  Notification as ProtoNotification,
  NotificationServiceClient,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import {
  encodeNotificationCursor,
  type Notification,
  type NotificationCursor,
  type NotificationListResponse,
} from '../api/notifications';

export interface NotificationPageQuery {
  limit: number;
  before?: NotificationCursor;
}

export class NotificationsClient {
  constructor(
    private readonly grpc: PromiseClient<NotificationServiceClient>,
    private readonly deadlineMs: number,
  ) {}

  /** One newest-first page, the unread count and the cursor of the next page. */
  async list(accessToken: string, query: NotificationPageQuery): Promise<NotificationListResponse> {
    const response = await this.grpc.listNotifications(
      {
        pageSize: query.limit,
        before: query.before && { createdAt: query.before.created_at, id: query.before.id },
      },
      { deadlineMs: this.deadlineMs, accessToken },
    );
    return {
      notifications: response.notifications.map(toApiNotification),
      unread_count: response.unreadCount,
      next_cursor: response.next
        ? encodeNotificationCursor({ created_at: response.next.createdAt, id: response.next.id })
        : null,
    };
  }

  /** The user's own notice, now read; another user's or an unknown one is the service's NOT_FOUND. */
  async markRead(accessToken: string, notificationId: string): Promise<Notification> {
    const response = await this.grpc.markNotificationRead(
      { notificationId },
      { deadlineMs: this.deadlineMs, accessToken },
    );
    if (!response.notification) throw new Error('MarkNotificationRead answered without the notification');
    return toApiNotification(response.notification);
  }

  /** Marks every notice read; answers the unread count read back (a notice may have arrived meanwhile). */
  async markAllRead(accessToken: string): Promise<number> {
    const response = await this.grpc.markAllNotificationsRead(
      {},
      { deadlineMs: this.deadlineMs, accessToken },
    );
    return response.unreadCount;
  }
}

export function toApiNotification(notification: ProtoNotification): Notification {
  return {
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    subject_id: notification.subjectId,
    read: notification.read,
    created_at: notification.createdAt,
    link: notification.link || null,
  };
}
