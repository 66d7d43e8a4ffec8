import type { Notification } from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import type { InAppNotification } from '../domain/in-app-notification';

export function toNotificationMessage(notification: InAppNotification): Notification {
  return {
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    subjectId: notification.subjectId,
    read: notification.read,
    createdAt: notification.createdAt.toISOString(),
    link: notification.link,
  };
}
