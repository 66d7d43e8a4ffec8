// Sign-in through any configured OpenID Connect provider, as Google's routes do it for Google: identity holds the
// verifier and nonce and binds the attempt to the provider; the BFF moves the browser and binds the round trip to it
// (state cookie). Tokens never reach the browser: the callback puts them in the encrypted session cookie.
import { status } from '@grpc/grpc-js';
import { callbackLandingPath } from '../api/google';
import {
  OIDC_FAILED_PATH,
  oidcCallbackQuerySchema,
  oidcProviderParamsSchema,
  oidcStartQuerySchema,
  signInProvidersSchema,
} from '../api/oidc';
import { grpcCodeOf, isGrpcError } from '../http/grpc-errors';
import { notFound } from '../http/http-error';
import { defineRoute, Reply } from './route';

const UNKNOWN_PROVIDER = 'Unknown sign-in provider.';

export const oidcRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/auth/providers',
    operationId: 'signInProviders',
    summary:
      'The configured sign-in providers (Google among them when configured), one button each; no secrets.',
    tag: 'auth',
    auth: 'public',
    success: { status: 200, description: 'The providers, in button order', schema: signInProvidersSchema },
    async handle({ deps }) {
      const providers = await deps.clients.identity.signInProviders();
      return { providers: providers.map(({ id, displayName }) => ({ id, display_name: displayName })) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/oidc/:provider/start',
    operationId: 'startOidcSignIn',
    summary:
      'Start sign-in with a provider: redirect to its authorization page. `next` (a same-origin path, else `/`) is where the SPA goes afterwards.',
    tag: 'auth',
    auth: 'public',
    params: oidcProviderParamsSchema,
    query: oidcStartQuerySchema,
    success: {
      status: 302,
      description: `Redirect to the provider; to \`${OIDC_FAILED_PATH}\` when identity cannot start it (e.g. the provider is unreachable)`,
    },
    errors: [404],
    async handle({ params, query, deps, sessions }) {
      let authorizationUrl: string;
      try {
        authorizationUrl = await deps.clients.identity.startOidcSignIn(params.provider, query.next);
      } catch (error) {
        const code = grpcCodeOf(error);
        // Not configured (or Google without its client): a plain 404, like any route that does not exist here.
        if (isGrpcError(error) && (code === status.NOT_FOUND || code === status.FAILED_PRECONDITION)) {
          throw notFound(code === status.NOT_FOUND ? UNKNOWN_PROVIDER : error.details);
        }
        deps.logger.warn({ code: status[code ?? status.UNKNOWN] }, 'sign-in with a provider could not start');
        return Reply.redirect(`${deps.appBaseUrl}${OIDC_FAILED_PATH}`);
      }
      const url = new URL(authorizationUrl);
      const state = url.searchParams.get('state');
      if (!state) throw new Error('identity StartOidcSignIn answered with a URL without state');
      sessions.rememberOAuthState(state, callbackPathOf(url, params.provider));
      return Reply.redirect(authorizationUrl);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/oidc/:provider/callback',
    operationId: 'oidcCallback',
    summary:
      "The provider's redirect back: completes sign-in at identity, sets the session cookie and sends the SPA to `/auth/callback?next=`.",
    tag: 'auth',
    auth: 'public',
    params: oidcProviderParamsSchema,
    query: oidcCallbackQuerySchema,
    success: {
      status: 302,
      description: `Signed in: \`Set-Cookie: hw_session\` and redirect to \`/auth/callback?next=<next>\`; any failure (denied consent, foreign or reused state, bad code) redirects to \`${OIDC_FAILED_PATH}\``,
      setsSessionCookie: true,
    },
    errors: [404],
    async handle({ params, query, deps, sessions }) {
      const providers = await deps.clients.identity.signInProviders();
      if (!providers.some(({ id }) => id === params.provider)) throw notFound(UNKNOWN_PROVIDER);
      const failed = Reply.redirect(`${deps.appBaseUrl}${OIDC_FAILED_PATH}`);
      const path = `/api/auth/oidc/${params.provider}/callback`;
      if (!query.code || !query.state || !sessions.takeOAuthState(query.state, path)) {
        deps.logger.info(
          { provider: params.provider },
          'provider callback without a code or this browser state',
        );
        return failed;
      }
      try {
        const { session, next } = await deps.clients.identity.completeOidcSignIn(
          params.provider,
          query.code,
          query.state,
        );
        sessions.start(session);
        return Reply.redirect(`${deps.appBaseUrl}${callbackLandingPath(next)}`);
      } catch (error) {
        const code = status[grpcCodeOf(error) ?? status.UNKNOWN];
        deps.logger.info({ provider: params.provider, code }, 'sign-in with a provider failed');
        return failed;
      }
    },
  }),
];

/**
 * Where the provider will send the browser back (the redirect URI identity is configured with): the state cookie
 * goes only there. Google's is /api/auth/callback even when started here.
 */
function callbackPathOf(authorizationUrl: URL, provider: string): string {
  const redirectUri = authorizationUrl.searchParams.get('redirect_uri');
  if (redirectUri && URL.canParse(redirectUri)) return new URL(redirectUri).pathname;
  return `/api/auth/oidc/${provider}/callback`;
}
