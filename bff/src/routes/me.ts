import {
  checklistResponseSchema,
  completeGuidedTourSchema,
  meResponseSchema,
  updateChecklistSchema,
  updateProfileResponseSchema,
  updateProfileSchema,
} from '../api/me';
import { defineRoute, Reply } from './route';

export const meRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/me',
    operationId: 'getMe',
    summary:
      'The signed-in user, with the pending e-mail change, whether a password is set and the checklist.',
    tag: 'me',
    auth: 'session',
    success: { status: 200, description: 'The user', schema: meResponseSchema },
    async handle({ session, deps }) {
      return { user: await deps.clients.identity.getMe(session.accessToken) };
    },
  }),

  defineRoute({
    method: 'patch',
    path: '/api/me',
    operationId: 'updateProfile',
    summary:
      'Settings: name and phone change at once; a new e-mail needs `current_password` and takes effect only after the link sent to it is opened (`pending_email` until then; confirming it ends every other session).',
    tag: 'me',
    auth: 'session',
    body: { schema: updateProfileSchema, accepts: ['json', 'form'] },
    success: { status: 200, description: 'The updated user', schema: updateProfileResponseSchema },
    // Too many e-mail changes (per account or per address) or current-password checks: identity's limits.
    errors: [429],
    protoFields: {
      first_name: 'first_name',
      last_name: 'last_name',
      email: 'email',
      phone: 'phone',
      current_password: 'current_password',
    },
    async handle({ body, session, deps }) {
      const { user, emailConfirmationSent } = await deps.clients.identity.updateProfile(
        session.accessToken,
        body,
      );
      return { user, email_confirmation_sent: emailConfirmationSent };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/me/checklist',
    operationId: 'updateChecklist',
    summary: "Replace the purchase guide's ticks (group -> step -> done).",
    tag: 'me',
    auth: 'session',
    body: { schema: updateChecklistSchema, accepts: ['json'] },
    success: { status: 200, description: 'The stored checklist', schema: checklistResponseSchema },
    protoFields: { purchase_checklist: 'purchase_checklist' },
    async handle({ body, session, deps }) {
      return {
        purchase_checklist: await deps.clients.identity.updateChecklist(
          session.accessToken,
          body.purchase_checklist,
        ),
      };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/me/guided-tour',
    operationId: 'completeGuidedTour',
    summary:
      'The guided tour ended (finished, skipped or closed): remembered on the user, so `GET /api/me` says `guided_tour_done` and it is never shown again. A repeat keeps the first end.',
    tag: 'me',
    auth: 'session',
    body: { schema: completeGuidedTourSchema, accepts: ['json'] },
    success: { status: 204, description: 'Remembered' },
    protoFields: { outcome: 'outcome' },
    async handle({ body, session, deps }) {
      await deps.clients.identity.completeGuidedTour(session.accessToken, body.outcome);
      return Reply.noContent();
    },
  }),
];
