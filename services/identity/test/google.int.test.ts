jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import type { Knex } from '@homeward/kit';
import { collectTestMessages, startTestOidcProvider, type TestOidcProvider } from '@homeward/testing';
import type { Collector } from '@homeward/testing';
import { UserPasswordRemoved } from '@homeward/protos/gen/homeward/identity/v1/events';
import { hashOpaqueToken } from '../src/domain/opaque-token';
import { PASSWORD, signUpThroughService, uniqueEmail, verifiedAccount } from './support/accounts';
import { eventsMatching } from './support/events';
import {
  CLIENT_IP,
  failureOf,
  startIdentityHarness,
  type IdentityHarness,
  type TestIdentity,
} from './support/identity';
import { identityMetrics } from '../src/metrics';

const CLIENT_ID = 'homeward-test-client';
const CLIENT_SECRET = 'google-client-secret-for-tests';
const REDIRECT_URI = 'http://localhost:8080/api/auth/callback';
const KEYCLOAK_CLIENT_ID = 'homeward-bff';
const KEYCLOAK_SECRET = 'keycloak-client-secret-for-tests';
const KEYCLOAK_REDIRECT_URI = 'http://localhost:8080/api/auth/oidc/keycloak/callback';

let harness: IdentityHarness;
let db: Knex;
let provider: TestOidcProvider;
let keycloak: TestOidcProvider;
let identity: TestIdentity;
let collector: Collector;
const secrets: string[] = [CLIENT_SECRET, KEYCLOAK_SECRET, PASSWORD];

/**
 * What the browser does: opens the authorization URL at the provider (choosing the Google account there) and
 * follows the redirect back to the BFF's callback, whose code and state are returned.
 */
async function authorizeAtProvider(
  authorizationUrl: string,
  account: { email: string; emailVerified?: boolean; name?: string; nonce?: string; picture?: string },
  redirectUri = REDIRECT_URI,
): Promise<{ code: string; state: string }> {
  const url = new URL(authorizationUrl);
  url.searchParams.set('login_hint', account.email);
  url.searchParams.set('test_email_verified', String(account.emailVerified ?? true));
  if (account.name) url.searchParams.set('test_name', account.name);
  if (account.nonce) url.searchParams.set('test_nonce', account.nonce);
  if (account.picture) url.searchParams.set('test_picture', account.picture);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
}

async function signInWithGoogle(
  account: { email: string; emailVerified?: boolean; name?: string; picture?: string },
  next = '/settings',
) {
  const { authorizationUrl } = await identity.client.startGoogleSignIn({ next });
  const { code, state } = await authorizeAtProvider(authorizationUrl, account);
  const response = await identity.client.completeGoogleSignIn({ code, state });
  secrets.push(response.tokens!.accessToken, response.tokens!.refreshToken);
  return response;
}

beforeAll(async () => {
  harness = await startIdentityHarness('identity_google');
  db = harness.db;
  [provider, keycloak] = await Promise.all([
    startTestOidcProvider(),
    startTestOidcProvider({ keycloakRealm: 'homeward' }),
  ]);
  identity = await harness.start({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_REDIRECT_URI: REDIRECT_URI,
    OIDC_PROVIDERS: 'keycloak',
    OIDC_KEYCLOAK_ISSUER: keycloak.issuer,
    OIDC_KEYCLOAK_CLIENT_ID: KEYCLOAK_CLIENT_ID,
    OIDC_KEYCLOAK_CLIENT_SECRET: KEYCLOAK_SECRET,
    OIDC_KEYCLOAK_REDIRECT_URI: KEYCLOAK_REDIRECT_URI,
  });
  collector = await collectTestMessages('identity', ['user.registered', 'user.password_removed']);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
  await provider?.stop();
  await keycloak?.stop();
});

describe('Google sign-in against a real OpenID Connect provider', () => {
  it('is reported as enabled', async () => {
    await expect(identity.client.getAuthOptions({})).resolves.toEqual({ googleEnabled: true });
  });

  it('starts with PKCE S256, state and nonce, keeping only hashes of state and nonce', async () => {
    const { authorizationUrl } = await identity.client.startGoogleSignIn({ next: '/properties?tab=1' });
    const url = new URL(authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const key of ['state', 'nonce', 'code_challenge'])
      expect(params[key]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params).not.toHaveProperty('client_secret');
    const row = await db('oidc_login_attempts')
      .where({ state_hash: hashOpaqueToken(params.state!) })
      .first();
    expect(row).toMatchObject({
      nonce_hash: hashOpaqueToken(params.nonce!),
      next_path: '/properties?tab=1',
      used_at: null,
    });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(600 * 1000);
    secrets.push(params.state!, row.code_verifier);
  });

  it('creates a verified account without a password, then signs it in again as the same user', async () => {
    const email = uniqueEmail('gail');
    const registered = (await identityMetrics.usersRegistered.get()).values[0]?.value ?? 0;
    const first = await signInWithGoogle({ email: email.toUpperCase(), name: 'Gail Google' });
    expect(first.next).toBe('/settings');
    expect(first.user).toMatchObject({
      email,
      fullName: 'Gail Google',
      emailVerified: true,
      hasPassword: false,
    });
    expect((await identityMetrics.usersRegistered.get()).values[0]?.value).toBe(registered + 1);
    // The pair is a real session of the platform.
    const me = await identity.client.getMe({}, { accessToken: first.tokens!.accessToken });
    expect(me.user!.id).toBe(first.user!.id);
    const refreshed = await identity.client.refresh({ refreshToken: first.tokens!.refreshToken });
    secrets.push(refreshed.tokens!.accessToken, refreshed.tokens!.refreshToken);

    const again = await signInWithGoogle({ email }, '/');
    expect(again.user!.id).toBe(first.user!.id);
    expect(again.next).toBe('/');
    expect(await db('users').whereRaw('lower(email) = ?', [email]).count('* as n')).toEqual([{ n: '1' }]);

    // An account made through Google sets its first password in settings, then signs in with it too.
    await identity.client.setPassword(
      { newPassword: 'G00gle-then-pw!' },
      { accessToken: again.tokens!.accessToken },
    );
    secrets.push('G00gle-then-pw!');
    await expect(
      identity.client.signIn({ email, password: 'G00gle-then-pw!', clientIp: CLIENT_IP }),
    ).resolves.toMatchObject({ user: { id: first.user!.id, hasPassword: true } });
  });

  it("keeps the provider's https picture as the new account's avatar_url, and no other scheme", async () => {
    const picture = 'https://lh3.googleusercontent.com/a/gail-photo=s96-c';
    const withPicture = await signInWithGoogle({ email: uniqueEmail('pic'), picture });
    expect(withPicture.user!.avatarUrl).toBe(picture);
    const me = await identity.client.getMe({}, { accessToken: withPicture.tokens!.accessToken });
    expect(me.user!.avatarUrl).toBe(picture);
    for (const hostile of ['javascript:alert(1)', 'http://example.com/a.png', 'data:image/png;base64,AAAA'])
      expect((await signInWithGoogle({ email: uniqueEmail('pic'), picture: hostile })).user!.avatarUrl).toBe(
        '',
      );
    expect((await signInWithGoogle({ email: uniqueEmail('nopic') })).user!.avatarUrl).toBe('');
  });

  it('signs in to the existing password account only by ending its password and every session', async () => {
    const email = uniqueEmail('linked');
    const account = await verifiedAccount(identity, collector, email);
    secrets.push(...account.secrets);
    const response = await signInWithGoogle({ email });
    expect(response.user).toMatchObject({ id: account.userId, hasPassword: false, emailVerified: true });
    // Whoever knew the password, or was signed in with it, has no way in any more.
    expect(
      (await failureOf(identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP }))).code,
    ).toBe(status.UNAUTHENTICATED);
    expect(await failureOf(identity.client.refresh({ refreshToken: account.refreshToken }))).toEqual({
      code: status.UNAUTHENTICATED,
      message: 'Your session has expired',
    });
    expect((await failureOf(identity.client.getMe({}, { accessToken: account.accessToken }))).code).toBe(
      status.UNAUTHENTICATED,
    );
    // The provider's own session is the one that stays.
    await expect(
      identity.client.getMe({}, { accessToken: response.tokens!.accessToken }),
    ).resolves.toMatchObject({ user: { id: account.userId } });
    // The owner is told by e-mail (notifications), in case it was not them.
    const removed = await eventsMatching(
      collector,
      'user.password_removed',
      UserPasswordRemoved,
      (payload) => payload.userId === account.userId,
    );
    expect(removed.map(({ payload }) => payload)).toEqual([
      {
        userId: account.userId,
        email,
        fullName: expect.any(String),
        providerName: 'Google',
        occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(removed[0]!.message.key).toBe(account.userId);
  });

  it('tells nobody of a removed password when the account had none', async () => {
    const email = uniqueEmail('twice');
    const first = await signInWithGoogle({ email });
    await signInWithGoogle({ email });
    const outbox = await db('outbox').where({ message_key: first.user!.id }).select('topic');
    expect(outbox.map((row: { topic: string }) => row.topic)).not.toContain('user.password_removed');
  });

  it('takes over an unverified sign-up for the inbox owner: verified, and the stranger`s password removed', async () => {
    const email = uniqueEmail('squatted');
    const { userId, verificationToken } = await signUpThroughService(identity, collector, email, 'Squatter');
    secrets.push(verificationToken);
    const response = await signInWithGoogle({ email });
    expect(response.user).toMatchObject({ id: userId, emailVerified: true, hasPassword: false });
    expect(
      (await failureOf(identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP }))).code,
    ).toBe(status.UNAUTHENTICATED);
    const [removed] = await eventsMatching(
      collector,
      'user.password_removed',
      UserPasswordRemoved,
      (payload) => payload.userId === userId,
    );
    expect(removed!.payload).toMatchObject({ email, providerName: 'Google' });
  });

  it('uses each attempt once', async () => {
    const { authorizationUrl } = await identity.client.startGoogleSignIn({ next: '' });
    const { code, state } = await authorizeAtProvider(authorizationUrl, { email: uniqueEmail('once') });
    const response = await identity.client.completeGoogleSignIn({ code, state });
    secrets.push(response.tokens!.accessToken, response.tokens!.refreshToken);
    expect(response.next).toBe('/');
    const invalid = {
      code: status.INVALID_ARGUMENT,
      message: 'This sign-in attempt is invalid or has expired.',
      fields: { state: 'This sign-in attempt is invalid or has expired.' },
    };
    expect(await failureOf(identity.client.completeGoogleSignIn({ code, state }))).toEqual(invalid);
    expect(await failureOf(identity.client.completeGoogleSignIn({ code, state: 'x'.repeat(43) }))).toEqual(
      invalid,
    );
  });

  it('refuses an expired attempt', async () => {
    const { authorizationUrl } = await identity.client.startGoogleSignIn({ next: '/' });
    const { code, state } = await authorizeAtProvider(authorizationUrl, { email: uniqueEmail('slow') });
    await db('oidc_login_attempts')
      .where({ state_hash: hashOpaqueToken(state) })
      .update({ expires_at: db.raw(`now() - interval '1 second'`) });
    expect((await failureOf(identity.client.completeGoogleSignIn({ code, state }))).fields).toEqual({
      state: 'This sign-in attempt is invalid or has expired.',
    });
  });

  it('refuses a Google account whose address is not verified', async () => {
    const email = uniqueEmail('unverified');
    const { authorizationUrl } = await identity.client.startGoogleSignIn({ next: '/' });
    const { code, state } = await authorizeAtProvider(authorizationUrl, { email, emailVerified: false });
    expect(await failureOf(identity.client.completeGoogleSignIn({ code, state }))).toEqual({
      code: status.FAILED_PRECONDITION,
      message: 'Your Google account has no verified email address.',
    });
    expect(await db('users').whereRaw('lower(email) = ?', [email])).toEqual([]);
  });

  it('refuses a code that the provider did not issue for this attempt', async () => {
    const { authorizationUrl } = await identity.client.startGoogleSignIn({ next: '/' });
    const { state } = await authorizeAtProvider(authorizationUrl, { email: uniqueEmail('forged') });
    expect(await failureOf(identity.client.completeGoogleSignIn({ code: 'not-a-code', state }))).toEqual({
      code: status.UNAUTHENTICATED,
      message: 'Google sign-in failed. Please try again.',
    });
    expect(identity.logs()).toContain('Google sign-in refused');
  });

  it('refuses an ID token whose nonce is not the attempt`s', async () => {
    const { authorizationUrl } = await identity.client.startGoogleSignIn({ next: '/' });
    const email = uniqueEmail('replayed');
    const { code, state } = await authorizeAtProvider(authorizationUrl, { email, nonce: 'y'.repeat(43) });
    expect(await failureOf(identity.client.completeGoogleSignIn({ code, state }))).toEqual({
      code: status.UNAUTHENTICATED,
      message: 'Google sign-in failed. Please try again.',
    });
    expect(await db('users').whereRaw('lower(email) = ?', [email])).toEqual([]);
  });

  it('authenticates at the token endpoint with client_secret_basic when configured so', async () => {
    const basic = await harness.start({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_REDIRECT_URI: REDIRECT_URI,
      GOOGLE_TOKEN_AUTH_METHOD: 'client_secret_basic',
    });
    try {
      const { authorizationUrl } = await basic.client.startGoogleSignIn({ next: '/' });
      const email = uniqueEmail('basic');
      const { code, state } = await authorizeAtProvider(authorizationUrl, { email });
      const response = await basic.client.completeGoogleSignIn({ code, state });
      secrets.push(response.tokens!.accessToken, response.tokens!.refreshToken);
      expect(response.user).toMatchObject({ email, emailVerified: true });
      expect(basic.logs()).not.toContain(CLIENT_SECRET);
    } finally {
      await basic.stop();
    }
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'settings'])(
    'refuses to come back to %j',
    async (next) => {
      expect(await failureOf(identity.client.startGoogleSignIn({ next }))).toEqual({
        code: status.INVALID_ARGUMENT,
        message: 'Invalid redirect path',
        fields: { next: 'Invalid redirect path' },
      });
    },
  );

  it('never logs the client secret, a code verifier, a state or a token', () => {
    const logs = identity.logs();
    expect(logs).toContain('gRPC server listening');
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});

describe('Keycloak beside Google, through the generic OpenID Connect RPCs', () => {
  async function signInWithKeycloak(account: { email: string; emailVerified?: boolean; name?: string }) {
    const { authorizationUrl } = await identity.client.startOidcSignIn({ providerId: 'keycloak', next: '/' });
    const { code, state } = await authorizeAtProvider(authorizationUrl, account, KEYCLOAK_REDIRECT_URI);
    return { code, state };
  }

  it('lists both providers, by id and name only', async () => {
    await expect(identity.client.listSignInProviders({})).resolves.toEqual({
      providers: [
        { id: 'google', displayName: 'Google' },
        { id: 'keycloak', displayName: 'Keycloak' },
      ],
    });
  });

  it("starts at the realm's authorization endpoint with PKCE, state and nonce", async () => {
    const { authorizationUrl } = await identity.client.startOidcSignIn({
      providerId: 'keycloak',
      next: '/x',
    });
    const url = new URL(authorizationUrl);
    expect(keycloak.issuer).toMatch(/\/realms\/homeward$/);
    expect(`${url.origin}${url.pathname}`).toBe(`${keycloak.issuer}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: KEYCLOAK_CLIENT_ID,
      redirect_uri: KEYCLOAK_REDIRECT_URI,
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('signs in with a verified Keycloak address, linking to the account a Google sign-in made', async () => {
    const email = uniqueEmail('kim');
    const google = await signInWithGoogle({ email });
    const { code, state } = await signInWithKeycloak({ email, name: 'Kim Keycloak' });
    const response = await identity.client.completeOidcSignIn({ providerId: 'keycloak', code, state });
    secrets.push(response.tokens!.accessToken, response.tokens!.refreshToken);
    expect(response.user).toMatchObject({ id: google.user!.id, email, emailVerified: true });
    expect(response.next).toBe('/');
  });

  it('refuses a Keycloak account whose address is not verified, naming Keycloak', async () => {
    const email = uniqueEmail('kc-unverified');
    const { code, state } = await signInWithKeycloak({ email, emailVerified: false });
    expect(
      await failureOf(identity.client.completeOidcSignIn({ providerId: 'keycloak', code, state })),
    ).toEqual({
      code: status.FAILED_PRECONDITION,
      message: 'Your Keycloak account has no verified email address.',
    });
    expect(await db('users').whereRaw('lower(email) = ?', [email])).toEqual([]);
  });

  it('completes an attempt only with the provider that started it, and names Keycloak when it fails', async () => {
    const { code, state } = await signInWithKeycloak({ email: uniqueEmail('mixup') });
    expect((await failureOf(identity.client.completeGoogleSignIn({ code, state }))).fields).toEqual({
      state: 'This sign-in attempt is invalid or has expired.',
    });
    expect(
      await failureOf(identity.client.completeOidcSignIn({ providerId: 'keycloak', code: 'forged', state })),
    ).toEqual({ code: status.UNAUTHENTICATED, message: 'Keycloak sign-in failed. Please try again.' });
    expect(identity.logs()).toContain('Keycloak sign-in refused');
  });

  it('answers NOT_FOUND for a provider that is not configured', async () => {
    const unknown = { code: status.NOT_FOUND, message: 'Unknown sign-in provider.' };
    expect(await failureOf(identity.client.startOidcSignIn({ providerId: 'okta', next: '/' }))).toEqual(
      unknown,
    );
    expect(
      await failureOf(
        identity.client.completeOidcSignIn({ providerId: 'okta', code: 'c', state: 's'.repeat(43) }),
      ),
    ).toEqual(unknown);
  });
});

describe('without a Google client configured', () => {
  let plain: TestIdentity;

  beforeAll(async () => {
    plain = await harness.start();
  });

  it('reports Google as disabled and refuses to start or complete', async () => {
    await expect(plain.client.getAuthOptions({})).resolves.toEqual({ googleEnabled: false });
    await expect(plain.client.listSignInProviders({})).resolves.toEqual({ providers: [] });
    const unavailable = { code: status.FAILED_PRECONDITION, message: 'Google sign-in is not available.' };
    expect(await failureOf(plain.client.startGoogleSignIn({ next: '/' }))).toEqual(unavailable);
    expect(await failureOf(plain.client.completeGoogleSignIn({ code: 'c', state: 's'.repeat(43) }))).toEqual(
      unavailable,
    );
  });
});
