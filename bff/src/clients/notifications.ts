// The BFF's only caller of the notifications service.
import type { PromiseClient } from '@homeward/kit';
import type {
  Notification as ProtoNotification,
  NotificationServiceClient,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import type { Notification } from '../api/notifications';

export class NotificationsClient {
  constructor(
    private readonly grpc: PromiseClient<NotificationServiceClient>,
    private readonly deadlineMs: number,
  ) {}

  async list(accessToken: string): Promise<Notification[]> {
    const response = await this.grpc.listNotifications({}, { deadlineMs: this.deadlineMs, accessToken });
    return response.notifications.map(toApiNotification);
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
