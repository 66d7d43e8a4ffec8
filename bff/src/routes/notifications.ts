// The notification centre: the bell's pages, its unread badge, and marking notices read.
import {
  NOTIFICATIONS_PAGE,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '../api/notifications';
import { defineRoute } from './route';

export const notificationRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/notifications',
    operationId: 'listNotifications',
    summary:
      "One page of the user's in-app notifications, newest first (`limit` 1-50, default 20), the unread count over " +
      'all pages, and `next_cursor` to pass as `before` for the next (older) page (null on the last). A `before` ' +
      'that is not a returned cursor is 400.',
    tag: 'notifications',
    auth: 'session',
    query: notificationListQuerySchema,
    success: { status: 200, description: 'A page of notifications', schema: notificationListResponseSchema },
    protoFields: { page_size: 'limit', before: 'before' },
    async handle({ query, session, deps }) {
      return deps.clients.notifications.list(session.accessToken, {
        limit: query.limit ?? NOTIFICATIONS_PAGE.default,
        before: query.before,
      });
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/notifications/:id/read',
    operationId: 'markNotificationRead',
    summary:
      "Marks one of the user's notifications read (again is harmless). Another user's or an unknown one is 404.",
    tag: 'notifications',
    auth: 'session',
    params: notificationParamsSchema,
    success: { status: 200, description: 'The notification, read', schema: notificationReadResponseSchema },
    errors: [404],
    protoFields: { notification_id: 'id' },
    async handle({ params, session, deps }) {
      return { notification: await deps.clients.notifications.markRead(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    summary: 'Marks every notification of the user read; answers the unread count read back from the store.',
    tag: 'notifications',
    auth: 'session',
    success: { status: 200, description: 'All read', schema: notificationsReadAllResponseSchema },
    async handle({ session, deps }) {
      return { unread_count: await deps.clients.notifications.markAllRead(session.accessToken) };
    },
  }),
];
