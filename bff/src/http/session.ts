import { status } from '@grpc/grpc-js';
import type { RequestHandler } from 'express';
import type { Logger } from '@homeward/kit';
import type { SessionCookie } from '../session/session-cookie';
import type { SessionRefresher } from '../session/refresh';
import { grpcCodeOf } from './grpc-errors';
import { MESSAGES, unauthenticated, unavailable } from './http-error';
import { locals } from './locals';

// Identity looked at the refresh token and said no: the session is over.
const REFUSED = new Set<status>([
  status.UNAUTHENTICATED,
  status.INVALID_ARGUMENT,
  status.NOT_FOUND,
  status.PERMISSION_DENIED,
  status.FAILED_PRECONDITION,
]);

/**
 * Opens the session cookie of a route that needs one, refreshing the tokens inline when the access token is about
 * to expire. No cookie, a tampered one or a refused refresh is 401 (and the cookie is cleared).
 */
export function requireSession(
  cookie: SessionCookie,
  refresher: SessionRefresher,
  logger: Logger,
): RequestHandler {
  return async (request, response, next) => {
    const stored = cookie.read(request);
    if (!stored) {
      const hadCookie = cookie.present(request);
      if (hadCookie) cookie.clear(response);
      throw unauthenticated(hadCookie ? MESSAGES.signInAgain : MESSAGES.signIn);
    }
    if (refresher.isExpired(stored)) {
      cookie.clear(response);
      throw unauthenticated(MESSAGES.signInAgain);
    }

    let session = stored;
    try {
      const fresh = await refresher.ensureFresh(stored);
      session = fresh.session;
      if (fresh.refreshed) cookie.write(response, session);
    } catch (error) {
      const code = grpcCodeOf(error);
      if (code !== undefined && REFUSED.has(code)) {
        logger.info({ code: status[code] }, 'session refresh refused; signing out');
        cookie.clear(response);
        throw unauthenticated(MESSAGES.signInAgain);
      }
      const transient = code === status.UNAVAILABLE || code === status.DEADLINE_EXCEEDED;
      if (!transient) throw error;
      // Identity is briefly unreachable: go on with the current access token while it is still valid.
      if (stored.accessExpiresAt <= Date.now() / 1000) throw unavailable();
      logger.warn({ code: status[code] }, 'session refresh failed; using the current access token');
    }

    const state = locals(response);
    state.session = session;
    if (state.context)
      state.context.caller = { userId: session.userId, email: '', accessToken: session.accessToken };
    next();
  };
}
