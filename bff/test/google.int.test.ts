// Sign-in options and the Google round trip through the BFF (identity's OIDC client is modelled by the fake).
import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { OAUTH_STATE_COOKIE } from '../src/session/oauth-state-cookie';
import { sessionCookieOf, startBff, type TestBff } from './support/bff';
import { fail, GOOGLE_AUTHORIZE_URL, GOOGLE_UNAVAILABLE, KEYCLOAK_AUTHORIZE_URL } from './support/downstream';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => {
  bff.downstream.identity.faults.clear();
  bff.downstream.identity.googleEnabled = false;
});

const FAILED = 'http://localhost:8080/auth/sign-in?error=google';

function cookies(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

/** Starts sign-in like the browser: returns the state Google will echo and the state cookie the BFF set. */
async function start(next?: string) {
  const response = await request(bff.app)
    .get(`/api/auth/google${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`)
    .expect(302);
  const location = new URL(response.headers.location!);
  const stateCookie = cookies(response).find((value) => value.startsWith(`${OAUTH_STATE_COOKIE}=`))!;
  return {
    location,
    state: location.searchParams.get('state')!,
    stateCookie,
    pair: stateCookie.split(';')[0]!,
  };
}

describe('GET /api/auth/options', () => {
  it('says whether Google is configured', async () => {
    await request(bff.app).get('/api/auth/options').expect(200, { google_enabled: false });
    bff.downstream.identity.googleEnabled = true;
    await request(bff.app).get('/api/auth/options').expect(200, { google_enabled: true });
  });
});

describe('GET /api/auth/google', () => {
  it('is a 404 JSON answer when Google is not configured', async () => {
    await request(bff.app)
      .get('/api/auth/google')
      .expect(404, { error: 'not_found', message: GOOGLE_UNAVAILABLE });
  });

  it("redirects to Google's authorization URL and binds the state to this browser", async () => {
    bff.downstream.identity.googleEnabled = true;
    const { location, state, stateCookie } = await start('/properties');
    expect(`${location.origin}${location.pathname}`).toBe(GOOGLE_AUTHORIZE_URL);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(state).toMatch(/.{16,}/);
    const attributes = stateCookie.split(';').map((part) => part.trim());
    expect(attributes).toEqual(
      expect.arrayContaining([
        `${OAUTH_STATE_COOKIE}=${state}`,
        'HttpOnly',
        'SameSite=Lax',
        'Path=/api/auth/callback',
        'Max-Age=600',
      ]),
    );
  });

  it('redirects to the sign-in error when identity cannot start it', async () => {
    bff.downstream.identity.googleEnabled = true;
    bff.downstream.identity.faults.set('startGoogleSignIn', fail(status.UNAVAILABLE, 'down'));
    await request(bff.app).get('/api/auth/google').expect(302).expect('Location', FAILED);
  });
});

describe('GET /api/auth/callback', () => {
  it('signs in, sets the session cookie and lands on /auth/callback?next=', async () => {
    const identity = bff.downstream.identity;
    identity.googleEnabled = true;
    const email = `g-${Math.random().toString(36).slice(2)}@example.com`;
    identity.googleCodes.set('code-ok', { email, name: 'Gail Google' });
    const { state, pair } = await start('/settings?tab=profile');
    const response = await request(bff.app)
      .get(`/api/auth/callback?code=code-ok&state=${state}`)
      .set('Cookie', pair)
      .expect(302)
      .expect('Location', 'http://localhost:8080/auth/callback?next=%2Fsettings%3Ftab%3Dprofile');
    const session = sessionCookieOf(response)!;
    expect(session).toBeDefined();
    expect(cookies(response).find((value) => value.startsWith(`${OAUTH_STATE_COOKIE}=`))).toMatch(
      /Max-Age=0/,
    );
    const me = await request(bff.app).get('/api/me').set('Cookie', session).expect(200);
    expect(me.body.user).toMatchObject({ email, full_name: 'Gail Google', has_password: false });
  });

  it('turns an unsafe next into /', async () => {
    bff.downstream.identity.googleEnabled = true;
    bff.downstream.identity.googleCodes.set('code-next', { email: 'next@example.com', name: 'N' });
    const { state, pair } = await start('//evil.example/steal');
    await request(bff.app)
      .get(`/api/auth/callback?code=code-next&state=${state}`)
      .set('Cookie', pair)
      .expect(302)
      .expect('Location', 'http://localhost:8080/auth/callback?next=%2F');
  });

  it('refuses a callback without the state cookie of this browser (login CSRF), before asking identity', async () => {
    bff.downstream.identity.googleEnabled = true;
    bff.downstream.identity.googleCodes.set('code-csrf', { email: 'attacker@example.com', name: 'A' });
    const { state } = await start();
    const calls = bff.downstream.identity.requestIds.length;
    const response = await request(bff.app)
      .get(`/api/auth/callback?code=code-csrf&state=${state}`)
      .expect(302)
      .expect('Location', FAILED);
    expect(sessionCookieOf(response)).toBeUndefined();
    await request(bff.app)
      .get(`/api/auth/callback?code=code-csrf&state=${state}`)
      .set('Cookie', `${OAUTH_STATE_COOKIE}=another-state-0123456789`)
      .expect(302)
      .expect('Location', FAILED);
    expect(bff.downstream.identity.requestIds.length).toBe(calls);
  });

  it.each([
    ['denied consent (no code)', (state: string) => `error=access_denied&state=${state}`],
    ['an unknown code', (state: string) => `code=never-issued&state=${state}`],
    ['a missing state', () => 'code=code-x'],
  ])('redirects to the sign-in error on %s', async (_case, query) => {
    bff.downstream.identity.googleEnabled = true;
    const { state, pair } = await start();
    const response = await request(bff.app)
      .get(`/api/auth/callback?${query(state)}`)
      .set('Cookie', pair)
      .expect(302)
      .expect('Location', FAILED);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('redirects to the sign-in error when a state is used twice', async () => {
    const identity = bff.downstream.identity;
    identity.googleEnabled = true;
    identity.googleCodes.set('code-1', { email: 'twice@example.com', name: 'T' });
    identity.googleCodes.set('code-2', { email: 'twice@example.com', name: 'T' });
    const { state, pair } = await start();
    await request(bff.app)
      .get(`/api/auth/callback?code=code-1&state=${state}`)
      .set('Cookie', pair)
      .expect(302);
    await request(bff.app)
      .get(`/api/auth/callback?code=code-2&state=${state}`)
      .set('Cookie', pair)
      .expect(302)
      .expect('Location', FAILED);
  });

  it('redirects to the sign-in error when identity is unavailable', async () => {
    bff.downstream.identity.googleEnabled = true;
    const { state, pair } = await start();
    bff.downstream.identity.faults.set('completeGoogleSignIn', fail(status.UNAVAILABLE, 'down'));
    await request(bff.app)
      .get(`/api/auth/callback?code=code-z&state=${state}`)
      .set('Cookie', pair)
      .expect(302)
      .expect('Location', FAILED);
  });
});

describe('sign-in with any configured provider', () => {
  const KEYCLOAK_FAILED = 'http://localhost:8080/auth/sign-in?error=oidc';

  beforeEach(() => {
    bff.downstream.identity.otherProviders.splice(0, Infinity, { id: 'keycloak', displayName: 'Keycloak' });
  });
  afterEach(() => {
    bff.downstream.identity.otherProviders.splice(0, Infinity);
  });

  it('lists the providers by id and name, Google first when configured', async () => {
    await request(bff.app)
      .get('/api/auth/providers')
      .expect(200, { providers: [{ id: 'keycloak', display_name: 'Keycloak' }] });
    bff.downstream.identity.googleEnabled = true;
    await request(bff.app)
      .get('/api/auth/providers')
      .expect(200, {
        providers: [
          { id: 'google', display_name: 'Google' },
          { id: 'keycloak', display_name: 'Keycloak' },
        ],
      });
  });

  it('answers 404 for a provider that is not configured, or that no configuration could name', async () => {
    const unknown = { error: 'not_found', message: 'Unknown sign-in provider.' };
    await request(bff.app).get('/api/auth/oidc/okta/start').expect(404, unknown);
    await request(bff.app).get('/api/auth/oidc/okta/callback?code=c&state=s').expect(404, unknown);
    await request(bff.app).get('/api/auth/oidc/Not%20An%20Id/start').expect(404);
  });

  it('signs in through the provider with the state bound to this browser, at its own callback path', async () => {
    const identity = bff.downstream.identity;
    const email = `kc-${Math.random().toString(36).slice(2)}@example.com`;
    identity.googleCodes.set('kc-code', { email, name: 'Kim Keycloak' });
    const started = await request(bff.app).get('/api/auth/oidc/keycloak/start?next=%2Fsettings').expect(302);
    const location = new URL(started.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(KEYCLOAK_AUTHORIZE_URL);
    const state = location.searchParams.get('state')!;
    const stateCookie = cookies(started).find((value) => value.startsWith(`${OAUTH_STATE_COOKIE}=`))!;
    expect(stateCookie).toContain('Path=/api/auth/oidc/keycloak/callback');
    const pair = stateCookie.split(';')[0]!;

    // Another browser (no state cookie) cannot finish it; denied consent (no code) is a failed sign-in.
    await request(bff.app)
      .get(`/api/auth/oidc/keycloak/callback?code=kc-code&state=${state}`)
      .expect(302)
      .expect('Location', KEYCLOAK_FAILED);
    await request(bff.app)
      .get(`/api/auth/oidc/keycloak/callback?error=access_denied&state=${state}`)
      .set('Cookie', pair)
      .expect(302)
      .expect('Location', KEYCLOAK_FAILED);

    const response = await request(bff.app)
      .get(`/api/auth/oidc/keycloak/callback?code=kc-code&state=${state}`)
      .set('Cookie', pair)
      .expect(302)
      .expect('Location', 'http://localhost:8080/auth/callback?next=%2Fsettings');
    const me = await request(bff.app).get('/api/me').set('Cookie', sessionCookieOf(response)!).expect(200);
    expect(me.body.user).toMatchObject({ email, full_name: 'Kim Keycloak' });
  });

  it('redirects to the sign-in error when identity cannot start it', async () => {
    bff.downstream.identity.faults.set('startOidcSignIn', fail(status.UNAVAILABLE, 'down'));
    await request(bff.app)
      .get('/api/auth/oidc/keycloak/start')
      .expect(302)
      .expect('Location', KEYCLOAK_FAILED);
  });
});
