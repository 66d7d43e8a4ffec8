import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  subject_id: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** The SPA path the notice takes the user to (e.g. a home inspection report page), or null when it goes nowhere. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE = { default: 20, max: 50 } as const;

export const NOTIFICATION_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${NOTIFICATIONS_PAGE.max}`,
  cursor: 'before must be a next_cursor this API returned',
  notFound: 'Notification not found',
} as const;

/** Where a page starts: strictly older than this notice. `created_at` keeps the service's microseconds. */
export interface NotificationCursor {
  created_at: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque `next_cursor`: base64url of `created_at,id` (atob/btoa, so the SPA could read it too; it need not). */
export function encodeNotificationCursor(cursor: NotificationCursor): string {
  return btoa(`${cursor.created_at},${cursor.id}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/(?<!=)=+$/, '');
}

export function decodeNotificationCursor(encoded: string): NotificationCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(encoded)) return undefined;
  let text: string;
  try {
    text = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const [createdAt, id, ...rest] = text.split(',');
  if (rest.length > 0 || !createdAt || !id || !CURSOR_TIME.test(createdAt) || !UUID.test(id))
    return undefined;
  if (Number.isNaN(Date.parse(createdAt))) return undefined;
  return { created_at: createdAt, id };
}

const cursorSchema = z.string({ error: NOTIFICATION_MESSAGES.cursor }).transform((encoded, context) => {
  const cursor = decodeNotificationCursor(encoded);
  if (!cursor) {
    context.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.cursor });
    return z.NEVER;
  }
  return cursor;
});

export const notificationListQuerySchema = z.object({
  /** 1-50 notices per page; 20 when absent. */
  limit: z
    .string({ error: NOTIFICATION_MESSAGES.limit })
    .regex(/^\d{1,3}$/, NOTIFICATION_MESSAGES.limit)
    .transform(Number)
    .pipe(
      z.number().min(1, NOTIFICATION_MESSAGES.limit).max(NOTIFICATIONS_PAGE.max, NOTIFICATION_MESSAGES.limit),
    )
    .optional(),
  /** The `next_cursor` of the previous page; absent for the newest page. */
  before: cursorSchema.optional(),
});

export const notificationListResponseSchema = z.object({
  /** Newest first. */
  notifications: z.array(notificationSchema),
  /** The user's unread notices over all pages (the bell's badge). */
  unread_count: z.number().int().min(0),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationParamsSchema = z.object({
  id: z.string().regex(UUID, NOTIFICATION_MESSAGES.notFound),
});

export const notificationReadResponseSchema = z.object({ notification: notificationSchema });
export const notificationsReadAllResponseSchema = z.object({ unread_count: z.number().int().nonnegative() });
