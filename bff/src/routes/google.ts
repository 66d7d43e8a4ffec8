// Sign-in options and Google sign-in (OpenID Connect, authorization code + PKCE; identity holds the verifier and
// nonce and checks the state). The BFF only moves the browser and binds the round trip to it (state cookie).
import { status } from '@grpc/grpc-js';
import {
  authOptionsSchema,
  callbackLandingPath,
  GOOGLE_FAILED_PATH,
  googleCallbackQuerySchema,
  googleStartQuerySchema,
} from '../api/google';
import { grpcCodeOf, isGrpcError } from '../http/grpc-errors';
import { notFound } from '../http/http-error';
import { defineRoute, Reply } from './route';

export const googleRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/auth/options',
    operationId: 'authOptions',
    summary: 'Which sign-in methods are configured (the SPA hides the Google button when it is not).',
    tag: 'auth',
    auth: 'public',
    success: { status: 200, description: 'The options', schema: authOptionsSchema },
    async handle({ deps }) {
      const { googleEnabled } = await deps.clients.identity.authOptions();
      return { google_enabled: googleEnabled };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/google',
    operationId: 'startGoogleSignIn',
    summary:
      "Start Google sign-in: redirect to Google's authorization page. `next` (a same-origin path, else `/`) is where the SPA goes afterwards.",
    tag: 'auth',
    auth: 'public',
    query: googleStartQuerySchema,
    success: {
      status: 302,
      description: `Redirect to Google; to \`${GOOGLE_FAILED_PATH}\` when identity cannot start it (e.g. unavailable)`,
    },
    errors: [404],
    async handle({ query, deps, sessions }) {
      let authorizationUrl: string;
      try {
        authorizationUrl = await deps.clients.identity.startGoogleSignIn(query.next);
      } catch (error) {
        const code = grpcCodeOf(error);
        // Not configured: a plain 404, like any route that does not exist here.
        if (isGrpcError(error) && code === status.FAILED_PRECONDITION) throw notFound(error.details);
        deps.logger.warn({ code: status[code ?? status.UNKNOWN] }, 'Google sign-in could not start');
        return Reply.redirect(`${deps.appBaseUrl}${GOOGLE_FAILED_PATH}`);
      }
      const state = new URL(authorizationUrl).searchParams.get('state');
      if (!state) throw new Error('identity StartGoogleSignIn answered with a URL without state');
      sessions.rememberOAuthState(state);
      return Reply.redirect(authorizationUrl);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/callback',
    operationId: 'googleCallback',
    summary:
      "Google's redirect back: completes sign-in at identity, sets the session cookie and sends the SPA to `/auth/callback?next=`.",
    tag: 'auth',
    auth: 'public',
    query: googleCallbackQuerySchema,
    success: {
      status: 302,
      description: `Signed in: \`Set-Cookie: hw_session\` and redirect to \`/auth/callback?next=<next>\`; any failure (denied consent, foreign or reused state, bad code) redirects to \`${GOOGLE_FAILED_PATH}\``,
      setsSessionCookie: true,
    },
    onInvalidInput: (deps) => Reply.redirect(`${deps.appBaseUrl}${GOOGLE_FAILED_PATH}`),
    async handle({ query, deps, sessions }) {
      const failed = Reply.redirect(`${deps.appBaseUrl}${GOOGLE_FAILED_PATH}`);
      if (!sessions.takeOAuthState(query.state)) {
        deps.logger.info('Google callback without this browser state; refused');
        return failed;
      }
      try {
        const { session, next } = await deps.clients.identity.completeGoogleSignIn(query.code, query.state);
        sessions.start(session);
        return Reply.redirect(`${deps.appBaseUrl}${callbackLandingPath(next)}`);
      } catch (error) {
        deps.logger.info({ code: status[grpcCodeOf(error) ?? status.UNKNOWN] }, 'Google sign-in failed');
        return failed;
      }
    },
  }),
];
