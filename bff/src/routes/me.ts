import { meResponseSchema } from '../api/me';
import { defineRoute } from './route';

export const meRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/me',
    operationId: 'getMe',
    summary: 'The signed-in user.',
    tag: 'me',
    auth: 'session',
    success: { status: 200, description: 'The user', schema: meResponseSchema },
    async handle({ session, deps }) {
      return { user: await deps.gateways.identity.getMe(session.accessToken) };
    },
  }),
];
