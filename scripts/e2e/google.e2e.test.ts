// Google sign-in (OpenID Connect, authorization code + PKCE) through the real BFF and the real identity process,
// against a real OIDC provider (oauth2-mock-server in a child process, from @homeward/testing like identity's tests),
// and beside it a second provider in Keycloak's layout (/realms/homeward/...), through the generic routes.
import { startTestOidcProvider, type TestOidcProvider } from '@homeward/testing';
import { uniqueEmail } from './support/accounts';
import type { HttpClient, HttpResponse } from './support/http-client';
import { startTestStack, withDiagnostics, type TestStack } from './support/stack';

const CLIENT_ID = 'homeward-e2e-client';
const CLIENT_SECRET = 'google-client-secret-for-e2e';
const KEYCLOAK_CLIENT_ID = 'homeward-bff';

let provider: TestOidcProvider;
let keycloak: TestOidcProvider;
let stack: TestStack;

beforeAll(async () => {
  [provider, keycloak] = await Promise.all([
    startTestOidcProvider(),
    startTestOidcProvider({ keycloakRealm: 'homeward' }),
  ]);
  stack = await startTestStack({
    name: 'google',
    // Sign-in reaches identity alone.
    only: ['identity'],
    env: (appUrl) => ({
      identity: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_REDIRECT_URI: `${appUrl}/api/auth/callback`,
        OIDC_PROVIDERS: 'keycloak',
        OIDC_KEYCLOAK_ISSUER: keycloak.issuer,
        OIDC_KEYCLOAK_CLIENT_ID: KEYCLOAK_CLIENT_ID,
        OIDC_KEYCLOAK_CLIENT_SECRET: 'keycloak-client-secret-for-e2e',
        OIDC_KEYCLOAK_REDIRECT_URI: `${appUrl}/api/auth/oidc/keycloak/callback`,
      },
    }),
  });
});

afterAll(async () => {
  await stack?.stop();
  await provider?.stop();
  await keycloak?.stop();
});

/** The BFF's redirect to the provider; the browser's state cookie is set on the way. */
async function startSignIn(browser: HttpClient, next: string): Promise<URL> {
  const response = await browser.get(`/api/auth/google?next=${encodeURIComponent(next)}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

/**
 * The person at Google's page: the chosen account rides on the authorization URL (the test provider turns it into
 * the ID token's claims), and the provider answers with the redirect back to the BFF carrying code and state.
 */
async function authorizeAtProvider(browser: HttpClient, authorizationUrl: URL, email: string): Promise<URL> {
  const url = new URL(authorizationUrl);
  url.searchParams.set('login_hint', email);
  url.searchParams.set('test_email_verified', 'true');
  const response = await browser.get(url.toString(), { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

function locationOf(response: HttpResponse): string | null {
  return response.headers.get('location');
}

it('reports Google sign-in as enabled', () =>
  withDiagnostics(stack, async () => {
    const options = await stack.client().get('/api/auth/options');
    expect({ status: options.status, body: options.body }).toEqual({
      status: 200,
      body: { google_enabled: true },
    });
  }));

it('signs a new user in with Google and lands on the page they came from', () =>
  withDiagnostics(stack, async () => {
    const browser = stack.client();
    const email = uniqueEmail('google-gail');

    const authorize = await startSignIn(browser, '/settings');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/authorize`);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${stack.appUrl}/api/auth/callback`,
      code_challenge_method: 'S256',
    });
    for (const key of ['state', 'nonce', 'code_challenge'])
      expect({ key, value: params[key] }).toEqual({
        key,
        value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
    expect(params).not.toHaveProperty('client_secret');
    expect(browser.cookie('hw_oauth_state')).toBe(params.state);
    expect(browser.cookie('hw_session')).toBeUndefined();

    const callback = await authorizeAtProvider(browser, authorize, email);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${stack.appUrl}/api/auth/callback`);
    expect(callback.searchParams.get('state')).toBe(params.state);
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));

    const landed = await browser.get(callback.toString(), { redirect: 'manual' });
    expect(landed.status).toBe(302);
    const landing = new URL(locationOf(landed)!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${stack.appUrl}/auth/callback`);
    expect(landing.searchParams.get('next')).toBe('/settings');
    expect(browser.cookie('hw_session')).toMatch(/^v1\./);

    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      user: expect.objectContaining({ email, email_verified: true, has_password: false }),
    });

    // The round trip is single-use: replaying the callback is refused.
    const replay = await browser.get(callback.toString(), { redirect: 'manual' });
    expect(locationOf(replay)).toBe(`${stack.appUrl}/auth/sign-in?error=google`);
  }));

it('refuses a callback carrying the state of a sign-in another browser started', () =>
  withDiagnostics(stack, async () => {
    const victim = stack.client();
    const attacker = stack.client();
    const email = uniqueEmail('google-victim');

    const callback = await authorizeAtProvider(victim, await startSignIn(victim, '/settings'), email);
    // The other browser has a state cookie of its own, just not this one.
    await startSignIn(attacker, '/');
    expect(attacker.cookie('hw_oauth_state')).toEqual(expect.any(String));
    expect(attacker.cookie('hw_oauth_state')).not.toBe(callback.searchParams.get('state'));

    const refused = await attacker.get(callback.toString(), { redirect: 'manual' });
    expect(refused.status).toBe(302);
    expect(locationOf(refused)).toBe(`${stack.appUrl}/auth/sign-in?error=google`);
    expect(attacker.cookie('hw_session')).toBeUndefined();
    expect((await attacker.get('/api/me')).status).toBe(401);

    // The refusal happened at the BFF, before identity: the browser that started it can still finish.
    const finished = await victim.get(callback.toString(), { redirect: 'manual' });
    expect(new URL(locationOf(finished)!).pathname).toBe('/auth/callback');
    expect((await victim.get('/api/me')).body).toEqual({ user: expect.objectContaining({ email }) });
  }));

it('signs a user in through a Keycloak realm with the generic provider routes', () =>
  withDiagnostics(stack, async () => {
    const browser = stack.client();
    const email = uniqueEmail('keycloak-kim');
    const providers = await browser.get('/api/auth/providers');
    expect(providers.body).toEqual({
      providers: [
        { id: 'google', display_name: 'Google' },
        { id: 'keycloak', display_name: 'Keycloak' },
      ],
    });

    const started = await browser.get('/api/auth/oidc/keycloak/start?next=%2Fsettings', {
      redirect: 'manual',
    });
    expect(started.status).toBe(302);
    const authorize = new URL(locationOf(started)!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      `${keycloak.issuer}/protocol/openid-connect/auth`,
    );
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: KEYCLOAK_CLIENT_ID,
      redirect_uri: `${stack.appUrl}/api/auth/oidc/keycloak/callback`,
      code_challenge_method: 'S256',
    });

    const callback = await authorizeAtProvider(browser, authorize, email);
    expect(callback.pathname).toBe('/api/auth/oidc/keycloak/callback');
    const landed = await browser.get(callback.toString(), { redirect: 'manual' });
    expect(locationOf(landed)).toBe(`${stack.appUrl}/auth/callback?next=%2Fsettings`);
    expect(browser.cookie('hw_session')).toMatch(/^v1\./);
    expect((await browser.get('/api/me')).body).toEqual({
      user: expect.objectContaining({ email, email_verified: true }),
    });

    // A callback naming a provider that is not configured is not a route here.
    expect((await browser.get('/api/auth/oidc/okta/callback?code=c&state=s')).status).toBe(404);
  }));
