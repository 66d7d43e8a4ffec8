import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createLogger } from '@homeward/kit';
import { storageRoutes } from '../routes/storage';
import type { RouteDeps } from '../routes/route';
import { OAuthStateCookie } from '../session/oauth-state-cookie';
import { SessionRefresher } from '../session/refresh';
import { createCookieSealer } from '../session/cookie-crypto';
import { SESSION_COOKIE, SessionCookie } from '../session/session-cookie';
import { locals } from './locals';
import { UPLOAD_DEADLINE_MS } from './request-deadline';
import { routeHandlers } from './route-runner';

const upload = storageRoutes[0]!;
const SECRET = 'x'.repeat(48);
const cookie = new SessionCookie({ secret: SECRET, secure: false });
const handlers = routeHandlers(upload, {
  routeDeps: {} as RouteDeps,
  cookie,
  refresher: new SessionRefresher({
    refresh: () => Promise.reject(new Error('no refresh in this test')),
  } as unknown as ConstructorParameters<typeof SessionRefresher>[0]),
  oauthState: new OAuthStateCookie(false),
  logger: createLogger('route-runner-test', 'silent'),
  validateResponses: false,
});

/** Runs the route's chain up to its handler; the deadlines granted and the refusal that stopped it, if any. */
async function runUntilRefused(headers: Record<string, string>) {
  const request = {
    headers,
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  const granted: number[] = [];
  const response = {
    locals: {},
    clearCookie: () => undefined,
    cookie: () => undefined,
  } as unknown as Response;
  locals(response).extendRequestDeadline = (ms) => granted.push(ms);
  // the last handler runs the route itself: the chain before it is what guards the body
  for (const handler of handlers.slice(0, -1) as RequestHandler[]) {
    let refusal: unknown;
    let passed = false;
    const next: NextFunction = (error?: unknown) => {
      passed = error === undefined;
      refusal = error;
    };
    try {
      await handler(request, response, next);
    } catch (error) {
      refusal = error;
    }
    if (!passed) return { granted, refusal };
  }
  return { granted, refusal: undefined };
}

describe('the upload route’s long body deadline', () => {
  it('is not granted to a request without the CSRF header', async () => {
    const { granted, refusal } = await runUntilRefused({});
    expect(refusal).toMatchObject({ status: 403 });
    expect(granted).toEqual([]);
  });

  it('is not granted to a request without a session', async () => {
    const { granted, refusal } = await runUntilRefused({ 'x-requested-with': 'XMLHttpRequest' });
    expect(refusal).toMatchObject({ status: 401 });
    expect(granted).toEqual([]);
  });

  it('is granted once CSRF and the session have passed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sealed = createCookieSealer(SECRET).seal({
      userId: 'user-1',
      accessToken: 'access',
      refreshToken: 'refresh',
      accessExpiresAt: now + 900,
      refreshExpiresAt: now + 3600,
    });
    const { granted, refusal } = await runUntilRefused({
      'x-requested-with': 'XMLHttpRequest',
      cookie: `${SESSION_COOKIE}=${sealed}`,
    });
    expect(refusal).toBeUndefined();
    expect(granted).toEqual([UPLOAD_DEADLINE_MS]);
  });
});
