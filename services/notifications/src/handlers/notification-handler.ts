import { notFound, requireCaller, type AsyncService } from '@homeward/kit';
import type {
  ListNotificationsRequest,
  ListNotificationsResponse,
  MarkAllNotificationsReadResponse,
  MarkNotificationReadRequest,
  MarkNotificationReadResponse,
  NotificationServiceServer,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import type { NotificationCentre } from '../application/notification-centre';
import { NotificationNotFoundError } from '../domain/notification-page';
import { toNotificationMessage } from './notification-message';
import { listNotificationsRequest, markNotificationReadRequest } from './requests';

/** NotificationService: the caller's bell. Every call is about the caller's own notices only. */
export class NotificationHandler implements AsyncService<NotificationServiceServer> {
  constructor(private readonly centre: NotificationCentre) {}

  async listNotifications(request: ListNotificationsRequest): Promise<ListNotificationsResponse> {
    const caller = requireCaller();
    const page = await this.centre.page(caller.userId, listNotificationsRequest(request));
    return {
      notifications: page.notifications.map(toNotificationMessage),
      unreadCount: page.unreadCount,
      next: page.next,
    };
  }

  async markNotificationRead(request: MarkNotificationReadRequest): Promise<MarkNotificationReadResponse> {
    const caller = requireCaller();
    const { notificationId } = markNotificationReadRequest(request);
    try {
      const marked = await this.centre.markRead(caller.userId, notificationId);
      return { notification: toNotificationMessage(marked.notification), unreadCount: marked.unreadCount };
    } catch (error) {
      if (error instanceof NotificationNotFoundError) throw notFound(error.message);
      throw error;
    }
  }

  async markAllNotificationsRead(): Promise<MarkAllNotificationsReadResponse> {
    const caller = requireCaller();
    return this.centre.markAllRead(caller.userId);
  }
}
