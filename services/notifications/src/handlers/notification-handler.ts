import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  ListNotificationsResponse,
  NotificationServiceServer,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import type { InAppNotifications } from '../application/in-app-notifications';
import { toNotificationMessage } from './notification-message';

/** NotificationService: the caller's bell. */
export class NotificationHandler implements AsyncService<NotificationServiceServer> {
  constructor(private readonly notifications: InAppNotifications) {}

  // The request has no fields, so there is nothing to parse; the caller's id is the whole query.
  async listNotifications(): Promise<ListNotificationsResponse> {
    const caller = requireCaller();
    const notifications = await this.notifications.listFor(caller.userId);
    return { notifications: notifications.map(toNotificationMessage) };
  }
}
