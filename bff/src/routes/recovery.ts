// Account recovery: resend verification, forgot password, new password from the e-mailed link, first password of
// an account made through Google, and the link that confirms an e-mail change.
import { okResponseSchema } from '../api/auth';
import {
  CONFIRM_EMAIL_PAGE,
  confirmEmailQuerySchema,
  EMAIL_INVALID_PATH,
  EMAIL_UNDO_INVALID_PATH,
  UNDO_EMAIL_PAGE,
  emailOnlySchema,
  newPasswordSchema,
  updatePasswordSchema,
} from '../api/recovery';
import { clientAddress } from '../http/client-address';
import { pageWithToken } from './auth';
import { defineRoute, Reply } from './route';

const BODIES = ['json', 'form'] as const;

export const recoveryRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/auth/resend-verification',
    operationId: 'resendVerification',
    summary:
      'E-mail a new verification link when the address has an unverified account. The same answer for any address.',
    tag: 'auth',
    auth: 'public',
    body: { schema: emailOnlySchema, accepts: BODIES },
    success: {
      status: 200,
      description: 'Accepted (whether or not a link was sent)',
      schema: okResponseSchema,
    },
    errors: [429],
    protoFields: { email: 'email' },
    async handle({ body, deps, request }) {
      await deps.clients.identity.resendVerification(body.email, clientAddress(request));
      return { ok: true as const };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/reset-password',
    operationId: 'requestPasswordReset',
    summary:
      'Forgot password: e-mail a single-use link to /auth/update-password when the address has an account. The same answer for any address.',
    tag: 'auth',
    auth: 'public',
    body: { schema: emailOnlySchema, accepts: BODIES },
    success: {
      status: 200,
      description: 'Accepted (whether or not a link was sent)',
      schema: okResponseSchema,
    },
    errors: [429],
    protoFields: { email: 'email' },
    async handle({ body, deps, request }) {
      await deps.clients.identity.requestPasswordReset(body.email, clientAddress(request));
      return { ok: true as const };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/update-password',
    operationId: 'updatePassword',
    summary:
      'Set a new password from the reset link (sign-up password rules). Signs the account out everywhere; an invalid, expired or used link is 400 on `token`.',
    tag: 'auth',
    auth: 'public',
    body: { schema: updatePasswordSchema, accepts: BODIES },
    success: { status: 200, description: 'Password changed', schema: okResponseSchema },
    errors: [429],
    protoFields: { token: 'token', new_password: 'password' },
    async handle({ body, deps }) {
      await deps.clients.identity.resetPassword(body.token, body.password);
      return { ok: true as const };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/setup-password',
    operationId: 'setupPassword',
    summary:
      'First password of an account made through Google (sign-up password rules); 409 when it already has one.',
    tag: 'auth',
    auth: 'session',
    body: { schema: newPasswordSchema, accepts: BODIES },
    success: { status: 200, description: 'Password set', schema: okResponseSchema },
    errors: [409],
    protoFields: { new_password: 'password' },
    async handle({ body, session, sessions, deps }) {
      await deps.clients.identity.setPassword(session.accessToken, body.password);
      // identity ended every other session; this one gets a token of the new session epoch
      await sessions.renew(session.userId);
      return { ok: true as const };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/confirm-email',
    operationId: 'openConfirmEmailLink',
    summary:
      'Where e-mail change links sent before the confirm page existed point: changes nothing and redirects to the SPA page whose button confirms.',
    tag: 'auth',
    auth: 'public',
    query: confirmEmailQuerySchema,
    success: {
      status: 302,
      description: `Redirect to \`${CONFIRM_EMAIL_PAGE}?token=...\`; a malformed token to \`${EMAIL_INVALID_PATH}\``,
    },
    onInvalidInput: (deps) => Reply.redirect(`${deps.appBaseUrl}${EMAIL_INVALID_PATH}`),
    handle({ query, deps }) {
      return Promise.resolve(Reply.redirect(pageWithToken(deps.appBaseUrl, CONFIRM_EMAIL_PAGE, query.token)));
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/confirm-email',
    operationId: 'confirmEmailChange',
    summary:
      "The e-mail change page's button: makes the new address the account's; every other session ends, and this browser's (if it asked) is renewed.",
    tag: 'auth',
    auth: 'public',
    body: { schema: confirmEmailQuerySchema, accepts: BODIES },
    success: { status: 200, description: 'The address changed', schema: okResponseSchema },
    protoFields: { token: 'token', email: 'email' },
    async handle({ body, sessions, deps }) {
      const userId = await deps.clients.identity.confirmEmailChange(body.token);
      // identity ended every session but the one that asked; if that is this browser's, it stays signed in
      await sessions.renew(userId);
      return { ok: true as const };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/undo-email-change',
    operationId: 'openUndoEmailChangeLink',
    summary:
      'Where undo links sent before the confirm page existed point: changes nothing and redirects to the SPA page whose button undoes the change.',
    tag: 'auth',
    auth: 'public',
    query: confirmEmailQuerySchema,
    success: {
      status: 302,
      description: `Redirect to \`${UNDO_EMAIL_PAGE}?token=...\`; a malformed token to \`${EMAIL_UNDO_INVALID_PATH}\``,
    },
    onInvalidInput: (deps) => Reply.redirect(`${deps.appBaseUrl}${EMAIL_UNDO_INVALID_PATH}`),
    handle({ query, deps }) {
      return Promise.resolve(Reply.redirect(pageWithToken(deps.appBaseUrl, UNDO_EMAIL_PAGE, query.token)));
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/undo-email-change',
    operationId: 'undoEmailChange',
    summary:
      "The undo page's button (the link sent to the OLD address): moves the account back and ends every session, this browser's too.",
    tag: 'auth',
    auth: 'public',
    body: { schema: confirmEmailQuerySchema, accepts: BODIES },
    success: { status: 200, description: 'The account is back on the old address', schema: okResponseSchema },
    protoFields: { token: 'token', email: 'email' },
    async handle({ body, sessions, deps }) {
      await deps.clients.identity.undoEmailChange(body.token);
      // identity ended every session of the account; this browser's cookie goes with them
      sessions.end();
      return { ok: true as const };
    },
  }),
];
