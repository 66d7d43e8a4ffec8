// What the RPCs accept. Keys are the proto field names, which become the field violations' names.
import type {
  ListNotificationsRequest,
  MarkNotificationReadRequest,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type NotificationPageRequest } from '../domain/notification-page';

// Postgres would refuse anything else as a uuid with an error that is not the caller's to read.
const notificationId = z.uuid('A notification id is a UUID');

const listNotifications = z.object({
  page_size: z
    .number()
    .int()
    .min(0, `A page holds 1 to ${MAX_PAGE_SIZE} notifications`)
    .max(MAX_PAGE_SIZE, `A page holds 1 to ${MAX_PAGE_SIZE} notifications`),
  before: z
    .object({
      created_at: z.iso.datetime({ offset: true, message: 'A cursor time is RFC 3339' }),
      id: notificationId,
    })
    .optional(),
});

export function listNotificationsRequest(request: ListNotificationsRequest): NotificationPageRequest {
  const parsed = listNotifications.parse({
    page_size: request.pageSize,
    before: request.before && { created_at: request.before.createdAt, id: request.before.id },
  });
  return {
    pageSize: parsed.page_size || DEFAULT_PAGE_SIZE,
    before: parsed.before && { createdAt: parsed.before.created_at, id: parsed.before.id },
  };
}

export function markNotificationReadRequest(request: MarkNotificationReadRequest): {
  notificationId: string;
} {
  const parsed = z
    .object({ notification_id: notificationId })
    .parse({ notification_id: request.notificationId });
  return { notificationId: parsed.notification_id };
}
