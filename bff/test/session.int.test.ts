import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { createCookieSealer, type SessionPayload } from '../src/session/cookie-crypto';
import {
  CSRF,
  PASSWORD,
  SESSION_SECRET,
  sessionCookieOf,
  setCookieHeader,
  signedIn,
  startBff,
  type TestBff,
} from './support/bff';
import { fail, VALID_VERIFY_TOKEN } from './support/downstream';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => {
  bff.downstream.identity.faults.clear();
  bff.downstream.identity.accessTtlSeconds = 900;
});

const sealer = createCookieSealer(SESSION_SECRET);
const cookieFor = (session: SessionPayload) => `hw_session=${sealer.seal(session)}`;
const openCookie = (pair: string) => sealer.open(pair.slice('hw_session='.length))!;

/** Signs in while identity issues access tokens that expire within the refresh window. */
async function signedInNearExpiry() {
  bff.downstream.identity.accessTtlSeconds = 20;
  const result = await signedIn(bff);
  bff.downstream.identity.accessTtlSeconds = 900;
  return result;
}

describe('no session', () => {
  it.each([
    ['get', '/api/me'],
    ['get', '/api/properties'],
    ['get', '/api/properties/00000000-0000-4000-8000-000000000000'],
    ['get', '/api/notifications'],
    ['post', '/api/properties'],
    ['post', '/api/properties/00000000-0000-4000-8000-000000000000/activate'],
    ['post', '/api/property/delete-property'],
  ] as const)('%s %s is 401', async (method, path) => {
    const agent = request(bff.app);
    const response = await agent[method](path).set(CSRF).expect(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
  });

  it.each([
    [
      'a flipped byte',
      (value: string) => value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21),
    ],
    ['a truncated value', (value: string) => value.slice(0, -6)],
    ['another secret', () => createCookieSealer('some-other-secret-that-is-32-chars!!').seal(sample())],
    ['garbage', () => 'not-a-session'],
    ['an unknown version', (value: string) => 'v9' + value.slice(2)],
  ])('a cookie with %s is 401 and is cleared', async (_case, tamper) => {
    const { cookie } = await signedIn(bff);
    const value = cookie.slice('hw_session='.length);
    const response = await request(bff.app)
      .get('/api/me')
      .set('Cookie', `hw_session=${tamper(value)}`)
      .expect(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: 'Please sign in again.' });
    expect(setCookieHeader(response)).toMatch(/^hw_session=; Max-Age=0;/);
  });
});

function sample(): SessionPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    userId: 'u',
    accessToken: 'a',
    refreshToken: 'r',
    accessExpiresAt: now + 600,
    refreshExpiresAt: now + 3600,
  };
}

describe('GET /api/me', () => {
  it('answers the signed-in user, through the access token in the session', async () => {
    const { cookie, user } = await signedIn(bff);
    const response = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
    expect(response.body.user).toMatchObject({ id: user.id, email: user.email });
    expect(setCookieHeader(response)).toBeUndefined();
  });

  it('propagates the request id to the services and echoes it', async () => {
    const { cookie } = await signedIn(bff);
    await request(bff.app)
      .get('/api/me')
      .set('Cookie', cookie)
      .set('X-Request-Id', 'trace-me-0001')
      .expect(200)
      .expect('X-Request-Id', 'trace-me-0001');
    expect(bff.downstream.identity.requestIds).toContain('trace-me-0001');
  });
});

describe('inline refresh', () => {
  it('refreshes an access token that expires within 30 s and re-sets the cookie', async () => {
    const { cookie, user } = await signedInNearExpiry();
    const before = bff.downstream.identity.refreshCalls;
    const response = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
    expect(response.body.user.id).toBe(user.id);
    expect(bff.downstream.identity.refreshCalls).toBe(before + 1);

    const renewed = sessionCookieOf(response)!;
    expect(renewed).toBeDefined();
    expect(setCookieHeader(response)).toMatch(/HttpOnly/);
    const old = openCookie(cookie);
    const fresh = openCookie(renewed);
    expect(fresh.userId).toBe(user.id);
    expect(fresh.accessToken).not.toBe(old.accessToken);
    expect(fresh.refreshToken).not.toBe(old.refreshToken);
    expect(fresh.accessExpiresAt - Date.now() / 1000).toBeGreaterThan(800);

    // The renewed cookie needs no further refresh.
    const again = await request(bff.app).get('/api/me').set('Cookie', renewed).expect(200);
    expect(setCookieHeader(again)).toBeUndefined();
    expect(bff.downstream.identity.refreshCalls).toBe(before + 1);
  });

  it('makes one Refresh call for concurrent requests with the same stale cookie', async () => {
    const { cookie } = await signedInNearExpiry();
    const before = bff.downstream.identity.refreshCalls;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => request(bff.app).get('/api/me').set('Cookie', cookie)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(bff.downstream.identity.refreshCalls).toBe(before + 1);
    const tokens = new Set(responses.map((r) => openCookie(sessionCookieOf(r)!).refreshToken));
    expect(tokens.size).toBe(1);
  });

  it('signs the user out when identity refuses the refresh', async () => {
    const { cookie } = await signedInNearExpiry();
    const { refreshToken } = openCookie(cookie);
    bff.downstream.identity.refreshTokens.get(refreshToken)!.state = 'revoked';
    const response = await request(bff.app).get('/api/properties').set('Cookie', cookie).expect(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: 'Please sign in again.' });
    expect(setCookieHeader(response)).toMatch(/^hw_session=; Max-Age=0;/);
  });

  it('does not try to refresh a session whose refresh token has expired', async () => {
    const { cookie } = await signedIn(bff);
    const session = openCookie(cookie);
    const before = bff.downstream.identity.refreshCalls;
    const now = Math.floor(Date.now() / 1000);
    const expired = cookieFor({ ...session, accessExpiresAt: now - 60, refreshExpiresAt: now - 1 });
    const response = await request(bff.app).get('/api/me').set('Cookie', expired).expect(401);
    expect(response.body.message).toBe('Please sign in again.');
    expect(bff.downstream.identity.refreshCalls).toBe(before);
  });

  it('goes on with a still-valid access token while identity is briefly unavailable', async () => {
    const { cookie } = await signedInNearExpiry();
    bff.downstream.identity.faults.set('refresh', fail(status.UNAVAILABLE, 'restarting'));
    const response = await request(bff.app).get('/api/properties').set('Cookie', cookie).expect(200);
    expect(setCookieHeader(response)).toBeUndefined();
  });

  it('is 503 (and keeps the cookie) when the access token has expired and identity is unavailable', async () => {
    const { cookie } = await signedIn(bff);
    const session = openCookie(cookie);
    bff.downstream.identity.faults.set('refresh', fail(status.UNAVAILABLE, 'restarting'));
    const stale = cookieFor({ ...session, accessExpiresAt: Math.floor(Date.now() / 1000) - 1 });
    const response = await request(bff.app).get('/api/me').set('Cookie', stale).expect(503);
    expect(response.body).toEqual({
      error: 'unavailable',
      message: 'Service temporarily unavailable. Please try again.',
    });
    expect(setCookieHeader(response)).toBeUndefined();
  });
});

it('clears the cookie when a service no longer accepts the access token', async () => {
  const { cookie } = await signedIn(bff);
  bff.downstream.identity.accessTokens.delete(openCookie(cookie).accessToken);
  const response = await request(bff.app).get('/api/properties').set('Cookie', cookie).expect(401);
  expect(response.body.error).toBe('unauthenticated');
  expect(setCookieHeader(response)).toMatch(/^hw_session=; Max-Age=0;/);
});

it('never writes a password, token, cookie or verification link to the log', async () => {
  bff.logs.length = 0;
  const { cookie, email } = await signedInNearExpiry();
  const refreshed = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
  const renewed = sessionCookieOf(refreshed)!;
  await request(bff.app).get(`/api/auth/verify?token=${VALID_VERIFY_TOKEN}`).expect(302);
  await request(bff.app).post('/api/auth/verify').set(CSRF).send({ token: VALID_VERIFY_TOKEN }).expect(200);
  await request(bff.app)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password: 'Wrong1!x' })
    .expect(401);
  await request(bff.app).post('/api/auth/sign-out').set(CSRF).set('Cookie', renewed).expect(200);

  const log = bff.logs.join('');
  expect(log).toContain('"route":"/api/me"');
  const secrets = [
    PASSWORD,
    'Wrong1!x',
    VALID_VERIFY_TOKEN,
    cookie.slice('hw_session='.length),
    renewed.slice('hw_session='.length),
    ...[openCookie(cookie), openCookie(renewed)].flatMap((s) => [s.accessToken, s.refreshToken]),
  ];
  for (const secret of secrets) expect(log).not.toContain(secret);
});
