import { deleteAccountSchema } from '../api/account-deletion';
import { defineRoute, Reply } from './route';

export const accountDeletionRoutes = [
  defineRoute({
    method: 'delete',
    path: '/api/me',
    operationId: 'deleteAccount',
    summary:
      "Deletes the signed-in user's account for good: identity removes the account and every session, and every service deletes its part (properties, documents, inspection reports and their files, tours, notices; paid payments are kept without the user). A password account confirms with `current_password`, one without a password (Google/OIDC) with `confirm_email`, its address typed. The cookie is cleared.",
    tag: 'me',
    auth: 'session',
    body: { schema: deleteAccountSchema, accepts: ['json'] },
    success: { status: 204, description: 'Deleted; the session cookie is cleared' },
    // Too many current-password checks: the same allowance as PATCH /api/me's.
    errors: [429],
    protoFields: { current_password: 'current_password', confirm_email: 'confirm_email' },
    async handle({ body, session, sessions, deps }) {
      await deps.clients.identity.deleteAccount(session.accessToken, body);
      // identity already ended every session (tokens refused at once); this browser forgets its own
      sessions.end();
      return Reply.noContent();
    },
  }),
];
