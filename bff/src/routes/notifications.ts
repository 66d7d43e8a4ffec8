import { notificationListResponseSchema } from '../api/notifications';
import { defineRoute } from './route';

export const notificationRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/notifications',
    operationId: 'listNotifications',
    summary: "The user's in-app notifications, newest first.",
    tag: 'notifications',
    auth: 'session',
    success: { status: 200, description: 'The notifications', schema: notificationListResponseSchema },
    async handle({ session, deps }) {
      return { notifications: await deps.clients.notifications.list(session.accessToken) };
    },
  }),
];
