// Account recovery: resend verification, forgot password, new password from the e-mailed link, first password of
// an account made through Google, and the link that confirms an e-mail change.
import { status } from '@grpc/grpc-js';
import { okResponseSchema } from '../api/auth';
import {
  confirmEmailQuerySchema,
  EMAIL_CONFIRMED_PATH,
  EMAIL_INVALID_PATH,
  EMAIL_RESTORED_PATH,
  EMAIL_UNDO_INVALID_PATH,
  emailOnlySchema,
  newPasswordSchema,
  updatePasswordSchema,
} from '../api/recovery';
import { clientAddress } from '../http/client-address';
import { grpcCodeOf } from '../http/grpc-errors';
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
    operationId: 'confirmEmailChange',
    summary: 'Target of the link sent to a new e-mail address: makes it the account address and redirects.',
    tag: 'auth',
    auth: 'public',
    query: confirmEmailQuerySchema,
    success: {
      status: 302,
      description: `Redirect to \`${EMAIL_CONFIRMED_PATH}\`, on any failure \`${EMAIL_INVALID_PATH}\``,
    },
    onInvalidInput: (deps) => Reply.redirect(`${deps.appBaseUrl}${EMAIL_INVALID_PATH}`),
    async handle({ query, sessions, deps }) {
      try {
        const userId = await deps.clients.identity.confirmEmailChange(query.token);
        // identity ended every session but the one that asked; if that is this browser's, it stays signed in
        await sessions.renew(userId);
      } catch (error) {
        deps.logger.info(
          { code: status[grpcCodeOf(error) ?? status.UNKNOWN] },
          'e-mail change confirmation failed',
        );
        return Reply.redirect(`${deps.appBaseUrl}${EMAIL_INVALID_PATH}`);
      }
      return Reply.redirect(`${deps.appBaseUrl}${EMAIL_CONFIRMED_PATH}`);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/undo-email-change',
    operationId: 'undoEmailChange',
    summary:
      "Target of the link sent to the OLD address after an e-mail change: moves the account back, ends every session (this browser's too) and redirects to sign-in.",
    tag: 'auth',
    auth: 'public',
    query: confirmEmailQuerySchema,
    success: {
      status: 302,
      description: `Redirect to \`${EMAIL_RESTORED_PATH}\`, on any failure \`${EMAIL_UNDO_INVALID_PATH}\``,
    },
    onInvalidInput: (deps) => Reply.redirect(`${deps.appBaseUrl}${EMAIL_UNDO_INVALID_PATH}`),
    async handle({ query, sessions, deps }) {
      try {
        await deps.clients.identity.undoEmailChange(query.token);
      } catch (error) {
        deps.logger.info({ code: status[grpcCodeOf(error) ?? status.UNKNOWN] }, 'e-mail change undo failed');
        return Reply.redirect(`${deps.appBaseUrl}${EMAIL_UNDO_INVALID_PATH}`);
      }
      // identity ended every session of the account; this browser's cookie goes with them
      sessions.end();
      return Reply.redirect(`${deps.appBaseUrl}${EMAIL_RESTORED_PATH}`);
    },
  }),
];
