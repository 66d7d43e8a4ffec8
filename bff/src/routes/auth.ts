import { status } from '@grpc/grpc-js';
import {
  okResponseSchema,
  signInResponseSchema,
  signInSchema,
  signUpSchema,
  verifyEmailQuerySchema,
} from '../api/auth';
import { clientAddress } from '../http/client-address';
import { VERIFY_EMAIL_PAGE } from '../api/recovery';
import { grpcCodeOf } from '../http/grpc-errors';
import { defineRoute, Reply } from './route';

// The spec's forms post multipart/form-data; JSON and urlencoded are accepted as well.
const FORM_BODIES = ['multipart', 'form', 'json'] as const;

// Revoking a refresh token identity no longer knows is done already; any other failure is reported, and the cookie
// kept, so that the user can retry instead of leaving a live session behind.
const ALREADY_SIGNED_OUT = new Set<status>([
  status.UNAUTHENTICATED,
  status.NOT_FOUND,
  status.INVALID_ARGUMENT,
  status.FAILED_PRECONDITION,
]);

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/auth/sign-up',
    operationId: 'signUp',
    summary:
      'Create an account; identity e-mails a verification link. Same answer whether or not the e-mail exists.',
    tag: 'auth',
    auth: 'public',
    body: { schema: signUpSchema, accepts: FORM_BODIES },
    success: { status: 200, description: 'Account created (or already existed)', schema: okResponseSchema },
    errors: [409, 429],
    protoFields: { email: 'email', password: 'password', name: 'name', terms_accepted: 'terms' },
    async handle({ body, deps, request }) {
      await deps.clients.identity.signUp(body, clientAddress(request));
      return { ok: true as const };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/sign-in',
    operationId: 'signIn',
    summary: 'Sign in with e-mail and password; sets the encrypted HttpOnly session cookie.',
    tag: 'auth',
    auth: 'public',
    body: { schema: signInSchema, accepts: FORM_BODIES },
    success: {
      status: 200,
      description: 'Signed in; `Set-Cookie: hw_session`',
      schema: signInResponseSchema,
      setsSessionCookie: true,
    },
    // 409: the account exists but its e-mail address is not verified yet.
    errors: [401, 409, 429],
    // `client_ip` is the connection's address, no field of the form.
    protoFields: { email: 'email', password: 'password' },
    async handle({ body, deps, sessions, request }) {
      const { user, session } = await deps.clients.identity.signIn(
        body.email,
        body.password,
        clientAddress(request),
      );
      sessions.start(session);
      return { user };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/sign-out',
    operationId: 'signOut',
    summary:
      'Revoke the session at identity and clear the cookie. Signing out without a session is not an error.',
    tag: 'auth',
    auth: 'public',
    success: { status: 200, description: 'Signed out', schema: okResponseSchema },
    async handle({ request, deps, sessions }) {
      const session = deps.readSession(request);
      if (session) {
        try {
          await deps.clients.identity.signOut(session.refreshToken);
        } catch (error) {
          const code = grpcCodeOf(error);
          if (code === undefined || !ALREADY_SIGNED_OUT.has(code)) throw error;
        }
      }
      sessions.end();
      return { ok: true as const };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/verify',
    operationId: 'openVerifyEmailLink',
    summary:
      'Where verification links sent before the confirm page existed point: changes nothing (mail scanners follow links) and redirects to the SPA page whose button verifies.',
    tag: 'auth',
    auth: 'public',
    query: verifyEmailQuerySchema,
    success: {
      status: 302,
      description: `Redirect to \`${VERIFY_EMAIL_PAGE}#token=...\`; a malformed token to \`/auth/sign-in?verify_error=1\``,
    },
    onInvalidInput: (deps) => Reply.redirect(`${deps.appBaseUrl}/auth/sign-in?verify_error=1`),
    handle({ query, deps }) {
      return Promise.resolve(Reply.redirect(pageWithToken(deps.appBaseUrl, VERIFY_EMAIL_PAGE, query.token)));
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/verify',
    operationId: 'verifyEmail',
    summary: "The verification page's button: spends the link's token and marks the address verified.",
    tag: 'auth',
    auth: 'public',
    body: { schema: verifyEmailQuerySchema, accepts: ['json', 'form'] },
    success: { status: 200, description: 'Verified', schema: okResponseSchema },
    errors: [409],
    protoFields: { token: 'token' },
    async handle({ body, deps }) {
      await deps.clients.identity.verifyEmail(body.token);
      return { ok: true as const };
    },
  }),
];

/** An SPA page's absolute URL carrying the e-mailed token. */
export function pageWithToken(appBaseUrl: string, page: string, token: string): string {
  return `${appBaseUrl}${page}#token=${encodeURIComponent(token)}`;
}
