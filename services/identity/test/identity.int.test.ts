jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import { createRemoteVerifier, type Knex } from '@homeward/kit';
import { UserRegistered, UserVerificationRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { collectTestMessages, uniqueId, waitFor, type Collector } from '@homeward/testing';
import { decodeProtectedHeader } from 'jose';
import { hashOpaqueToken } from '../src/domain/opaque-token';
import { JWKS_PATH } from '../src/service';
import { withOpenedTokens } from './support/events';
import {
  CLIENT_IP,
  failureOf,
  startIdentityHarness,
  type IdentityHarness,
  type TestIdentity,
} from './support/identity';
import { identityMetrics } from '../src/metrics';

const PASSWORD = 'Corr3ct-Horse!';
const WRONG_PASSWORD = 'The password you entered is incorrect. Please try again.';
const SESSION_EXPIRED = { code: status.UNAUTHENTICATED, message: 'Your session has expired' };

let harness: IdentityHarness;
let db: Knex;
let identity: TestIdentity;
let collector: Collector;

// Unique per run: the topic is shared with every other test file on the broker.
const email = `${uniqueId('ann')}@example.com`;
const secrets: string[] = [PASSWORD];

async function registrationsFor(address: string, count: number): Promise<UserRegistered[]> {
  const received = () =>
    collector
      .on('user.registered')
      .map((message) => ({ message, payload: withOpenedTokens(UserRegistered.decode(message.value!)) }))
      .filter(({ payload }) => payload.email === address);
  await waitFor(() => received().length >= count, {
    timeoutMs: 20_000,
    message: `${count} user.registered for ${address}`,
  });
  return received().map(({ payload }) => payload);
}

async function verificationRequestsFor(address: string, count: number): Promise<UserVerificationRequested[]> {
  const received = () =>
    collector
      .on('user.verification_requested')
      .map((message) => withOpenedTokens(UserVerificationRequested.decode(message.value!)))
      .filter((payload) => payload.email === address);
  await waitFor(() => received().length >= count, {
    timeoutMs: 20_000,
    message: `${count} user.verification_requested for ${address}`,
  });
  return received();
}

const counter = async (
  metric: typeof identityMetrics.signIns | typeof identityMetrics.usersRegistered,
  outcome?: string,
) =>
  (await metric.get()).values.find((value) => outcome === undefined || value.labels.outcome === outcome)
    ?.value ?? 0;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_flow');
  db = harness.db;
  // A cool-down of 0 lets this file observe the re-sent link of a repeated sign-up.
  identity = await harness.start({ VERIFICATION_RESEND_COOLDOWN_SECONDS: '0' });
  collector = await collectTestMessages('identity', ['user.registered', 'user.verification_requested']);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

describe('identity account flow', () => {
  let userId: string;
  let verificationToken: string;

  it('signs up, stores a scrypt hash and a hashed token, and publishes user.registered through the outbox', async () => {
    const registeredBefore = await counter(identityMetrics.usersRegistered);
    await expect(
      identity.client.signUp({
        email: email.toUpperCase(),
        password: PASSWORD,
        name: ' Ann Lee ',
        termsAccepted: true,
      }),
    ).resolves.toEqual({});

    const [event] = await registrationsFor(email, 1);
    expect(event).toMatchObject({ email, fullName: 'Ann Lee' });
    expect(event!.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.now() - Date.parse(event!.occurredAt)).toBeLessThan(60_000);
    userId = event!.userId;
    verificationToken = event!.verificationToken;
    secrets.push(verificationToken);

    const message = collector
      .on('user.registered')
      .find((m) => UserRegistered.decode(m.value!).email === email)!;
    expect(message.key).toBe(userId);
    // Sealed for notifications: neither the outbox row nor the message (nor a dead letter of it) holds a usable token.
    expect(UserRegistered.decode(message.value!).verificationToken).toMatch(/^v1\./);
    expect(message.value!.toString('latin1')).not.toContain(verificationToken);
    const outboxed = await db('outbox').where({ topic: 'user.registered', message_key: userId });
    expect(outboxed).toHaveLength(1);
    expect(Buffer.from(outboxed[0].payload).toString('latin1')).not.toContain(verificationToken);
    expect(message.headers).toMatchObject({
      ce_type: 'homeward.user.registered.v1',
      ce_source: 'homeward/identity',
    });

    const user = await db('users').where({ id: userId }).first();
    expect(user).toMatchObject({
      email,
      full_name: 'Ann Lee',
      phone: '',
      app_role: 'buyer',
      purchase_checklist: {},
    });
    expect(user.email_verified_at).toBeNull();
    const credential = await db('credentials').where({ user_id: userId }).first();
    expect(credential.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(credential.password_hash).not.toContain(PASSWORD);
    const tokens = await db('email_verification_tokens').where({ user_id: userId });
    expect(tokens.map((row) => row.token_hash)).toEqual([hashOpaqueToken(verificationToken)]);
    expect(tokens[0].expires_at.getTime() - tokens[0].created_at.getTime()).toBe(24 * 3600 * 1000);
    expect(await counter(identityMetrics.usersRegistered)).toBe(registeredBefore + 1);
  });

  it('answers a repeated sign-up like a new one, creates no second account and re-sends the link as user.verification_requested', async () => {
    const registeredBefore = await counter(identityMetrics.usersRegistered);
    await expect(
      identity.client.signUp({
        email: ` ${email} `,
        password: 'Other-Pass1!',
        name: 'Impostor',
        termsAccepted: true,
      }),
    ).resolves.toEqual({});
    const [resent] = await verificationRequestsFor(email, 1);
    expect(resent).toMatchObject({ userId, email, fullName: 'Ann Lee' });
    expect(resent!.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.push(resent!.verificationToken, 'Other-Pass1!');
    // Not a second registration: the welcome e-mail is not sent twice.
    expect(await registrationsFor(email, 1)).toHaveLength(1);
    expect(await db('users').whereRaw('lower(email) = ?', [email]).count('* as n')).toEqual([{ n: '1' }]);
    expect(await counter(identityMetrics.usersRegistered)).toBe(registeredBefore);
    // The impostor's password was not taken.
    expect(
      await failureOf(identity.client.signIn({ email, password: 'Other-Pass1!', clientIp: CLIENT_IP })),
    ).toEqual({
      code: status.UNAUTHENTICATED,
      message: WRONG_PASSWORD,
    });
  });

  it('refuses to sign in an unverified account, but only after the password matched', async () => {
    const before = await counter(identityMetrics.signIns, 'email_not_verified');
    expect(
      await failureOf(identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP })),
    ).toEqual({
      code: status.FAILED_PRECONDITION,
      message: 'Please verify your email address before signing in.',
    });
    expect(await counter(identityMetrics.signIns, 'email_not_verified')).toBe(before + 1);
  });

  it('verifies the e-mail once with the token from the event', async () => {
    await expect(identity.client.verifyEmail({ token: verificationToken })).resolves.toEqual({ userId });
    const spent = { code: status.FAILED_PRECONDITION, message: 'This verification link has expired' };
    expect(await failureOf(identity.client.verifyEmail({ token: verificationToken }))).toEqual(spent);
    // The re-sent link is spent as well, and an unknown one is refused the same way.
    const [resent] = await verificationRequestsFor(email, 1);
    expect(await failureOf(identity.client.verifyEmail({ token: resent!.verificationToken }))).toEqual(spent);
    expect(await failureOf(identity.client.verifyEmail({ token: 'x'.repeat(43) }))).toEqual(spent);
    const user = await db('users').where({ id: userId }).first();
    expect(user.email_verified_at).toBeInstanceOf(Date);
  });

  it('refuses an expired verification link', async () => {
    const other = `${uniqueId('bob')}@example.com`;
    await identity.client.signUp({ email: other, password: PASSWORD, name: '', termsAccepted: true });
    const [event] = await registrationsFor(other, 1);
    secrets.push(event!.verificationToken);
    await db('email_verification_tokens')
      .where({ token_hash: hashOpaqueToken(event!.verificationToken) })
      .update({ expires_at: db.raw(`now() - interval '1 second'`) });
    expect(await failureOf(identity.client.verifyEmail({ token: event!.verificationToken }))).toEqual({
      code: status.FAILED_PRECONDITION,
      message: 'This verification link has expired',
    });
  });

  describe('once verified', () => {
    let access: string;
    let refresh: string;

    it('signs in with an ES256 access token and a refresh token', async () => {
      const before = await counter(identityMetrics.signIns, 'success');
      const response = await identity.client.signIn({
        email: email.toUpperCase(),
        password: PASSWORD,
        clientIp: CLIENT_IP,
      });
      expect(response.user).toMatchObject({
        id: userId,
        email,
        fullName: 'Ann Lee',
        emailVerified: true,
        appRole: 'buyer',
      });
      const now = Math.floor(Date.now() / 1000);
      expect(response.tokens!.accessExpiresAt).toBeGreaterThanOrEqual(now + 899);
      expect(response.tokens!.accessExpiresAt).toBeLessThanOrEqual(now + 901);
      expect(response.tokens!.refreshExpiresAt).toBeGreaterThanOrEqual(now + 30 * 24 * 3600 - 1);
      access = response.tokens!.accessToken;
      refresh = response.tokens!.refreshToken;
      secrets.push(access, refresh);
      expect(decodeProtectedHeader(access)).toMatchObject({
        alg: 'ES256',
        typ: 'JWT',
        kid: expect.any(String),
      });
      expect(await counter(identityMetrics.signIns, 'success')).toBe(before + 1);
      const stored = await db('refresh_tokens').where({ user_id: userId });
      expect(stored.map((row) => row.token_hash)).toEqual([hashOpaqueToken(refresh)]);
    });

    it('answers a wrong password and an unknown e-mail with the same words', async () => {
      const before = await counter(identityMetrics.signIns, 'invalid_credentials');
      const wrong = { code: status.UNAUTHENTICATED, message: WRONG_PASSWORD };
      expect(
        await failureOf(identity.client.signIn({ email, password: 'Wrong-pass1!', clientIp: CLIENT_IP })),
      ).toEqual(wrong);
      expect(
        await failureOf(
          identity.client.signIn({ email: 'nobody@example.com', password: PASSWORD, clientIp: CLIENT_IP }),
        ),
      ).toEqual(wrong);
      expect(await counter(identityMetrics.signIns, 'invalid_credentials')).toBe(before + 2);
    });

    it('GetMe answers the caller of a valid access token and refuses anything else', async () => {
      const me = await identity.client.getMe({}, { accessToken: access });
      expect(me.user).toMatchObject({
        id: userId,
        email,
        fullName: 'Ann Lee',
        phone: '',
        emailVerified: true,
      });
      const refused = { code: status.UNAUTHENTICATED, message: 'A valid access token is required' };
      expect(await failureOf(identity.client.getMe({}))).toEqual(refused);
      const [header, payload, signature] = access.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' }),
      );
      expect(
        await failureOf(
          identity.client.getMe(
            {},
            { accessToken: `${header}.${forged.toString('base64url')}.${signature}` },
          ),
        ),
      ).toEqual(refused);
      expect(await failureOf(identity.client.getMe({}, { accessToken: refresh }))).toEqual(refused);
    });

    it('publishes a JWKS over HTTP that verifies the access token elsewhere', async () => {
      const response = await fetch(identity.opsUrl(JWKS_PATH));
      expect(response.status).toBe(200);
      const jwks = (await response.json()) as { keys: Record<string, string>[] };
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]).toEqual({
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: decodeProtectedHeader(access).kid,
        alg: 'ES256',
        use: 'sig',
      });
      const verifier = createRemoteVerifier(identity.opsUrl(JWKS_PATH), {
        issuer: harness.trust.issuer,
        audience: harness.trust.audience,
      });
      await expect(verifier.verify(access)).resolves.toEqual({
        userId,
        email,
        accessToken: access,
        sessionId: expect.any(String),
      });
      const foreignAudience = createRemoteVerifier(identity.opsUrl(JWKS_PATH), {
        issuer: harness.trust.issuer,
        audience: 'other',
      });
      await expect(foreignAudience.verify(access)).rejects.toThrow();
    });

    it('rotates the refresh token, and a replayed one revokes the whole family', async () => {
      const first = await identity.client.refresh({ refreshToken: refresh });
      const rotated = first.tokens!;
      secrets.push(rotated.accessToken, rotated.refreshToken);
      expect(rotated.refreshToken).not.toBe(refresh);
      await expect(identity.client.getMe({}, { accessToken: rotated.accessToken })).resolves.toMatchObject({
        user: { id: userId },
      });
      const second = (await identity.client.refresh({ refreshToken: rotated.refreshToken })).tokens!;
      secrets.push(second.accessToken, second.refreshToken);

      // The first token again, after the 30 s grace for concurrent refreshes: a replay. It is refused, and so is
      // the family's newest token.
      await db('refresh_tokens')
        .where({ user_id: userId })
        .whereNotNull('rotated_at')
        .update({ rotated_at: db.raw(`rotated_at - interval '31 seconds'`) });
      expect(await failureOf(identity.client.refresh({ refreshToken: refresh }))).toEqual(SESSION_EXPIRED);
      expect(await failureOf(identity.client.refresh({ refreshToken: second.refreshToken }))).toEqual(
        SESSION_EXPIRED,
      );
      const family = await db('refresh_tokens').where({ user_id: userId });
      expect(family).toHaveLength(3);
      expect(new Set(family.map((row) => row.family_id)).size).toBe(1);
      expect(family.every((row) => row.revoked_at !== null)).toBe(true);
      expect(identity.logs()).toContain('refresh token replayed');
    });

    it('signs out one session without touching another', async () => {
      const one = (await identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP })).tokens!;
      const two = (await identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP })).tokens!;
      secrets.push(one.accessToken, one.refreshToken, two.accessToken, two.refreshToken);
      await expect(identity.client.signOut({ refreshToken: one.refreshToken })).resolves.toEqual({});
      expect(await failureOf(identity.client.refresh({ refreshToken: one.refreshToken }))).toEqual(
        SESSION_EXPIRED,
      );
      // Signing out twice is fine; an unknown token is not a session.
      await expect(identity.client.signOut({ refreshToken: one.refreshToken })).resolves.toEqual({});
      expect(await failureOf(identity.client.signOut({ refreshToken: 'not-a-session' }))).toEqual({
        code: status.UNAUTHENTICATED,
        message: 'Unknown session',
      });
      const next = (await identity.client.refresh({ refreshToken: two.refreshToken })).tokens!;
      secrets.push(next.accessToken, next.refreshToken);
      expect(next.refreshToken).not.toBe(two.refreshToken);
    });

    it('refuses an expired refresh token', async () => {
      const pair = (await identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP })).tokens!;
      secrets.push(pair.accessToken, pair.refreshToken);
      await db('refresh_tokens')
        .where({ token_hash: hashOpaqueToken(pair.refreshToken) })
        .update({ expires_at: db.raw(`now() - interval '1 second'`) });
      expect(await failureOf(identity.client.refresh({ refreshToken: pair.refreshToken }))).toEqual(
        SESSION_EXPIRED,
      );
    });
  });

  describe('bad input is INVALID_ARGUMENT with the form field messages', () => {
    const valid = { email: 'carol@example.com', password: 'Abcde1!', name: 'Carol', termsAccepted: true };

    it('reports every bad sign-up field at once', async () => {
      expect(
        await failureOf(
          identity.client.signUp({ email: 'not-an-email', password: 'abc', name: '', termsAccepted: false }),
        ),
      ).toEqual({
        code: status.INVALID_ARGUMENT,
        message: 'Invalid email',
        fields: {
          email: 'Invalid email',
          password: 'Password must contain at least 6 characters',
          terms_accepted: 'You must accept the terms and conditions',
        },
      });
    });

    it.each([
      ['Ab1!', 'Password must contain at least 6 characters'],
      ['abcdef1!', 'Password must contain at least one uppercase character'],
      ['ABCDEF1!', 'Password must contain at least one lowercase character'],
      ['Abcdefg!', 'Password must contain at least one number'],
      ['Abcdef12', 'Password must contain at least one special character'],
      ['Abc def1!', 'Password must not contain spaces'],
      // meets every rule, but is on the common/leaked-password list (after the rules, in plain words)
      [
        'Password1!',
        'This password is on a list of common or leaked passwords. Please choose a different one.',
      ],
    ])('refuses the password %j with %j', async (password, message) => {
      expect(await failureOf(identity.client.signUp({ ...valid, password }))).toEqual({
        code: status.INVALID_ARGUMENT,
        message,
        fields: { password: message },
      });
    });

    it('refuses a name over 200 characters', async () => {
      expect(await failureOf(identity.client.signUp({ ...valid, name: 'n'.repeat(201) }))).toMatchObject({
        code: status.INVALID_ARGUMENT,
        fields: { name: 'Name must contain at most 200 characters' },
      });
    });

    it('asks for the password on sign-in and checks the e-mail', async () => {
      expect(
        await failureOf(identity.client.signIn({ email: 'carol@', password: '', clientIp: CLIENT_IP })),
      ).toEqual({
        code: status.INVALID_ARGUMENT,
        message: 'Invalid email',
        fields: { email: 'Invalid email', password: 'Please enter the password' },
      });
    });

    it('refuses a malformed verification token and an empty refresh token', async () => {
      expect(await failureOf(identity.client.verifyEmail({ token: 'short' }))).toEqual({
        code: status.INVALID_ARGUMENT,
        message: 'Verification link is invalid',
        fields: { token: 'Verification link is invalid' },
      });
      expect(await failureOf(identity.client.refresh({ refreshToken: '' }))).toMatchObject({
        code: status.INVALID_ARGUMENT,
        fields: { refresh_token: 'A refresh token is required' },
      });
      expect(await failureOf(identity.client.signOut({ refreshToken: '' }))).toMatchObject({
        code: status.INVALID_ARGUMENT,
      });
    });
  });

  describe('operations', () => {
    it('serves health, readiness (database and Kafka) and metrics', async () => {
      expect((await fetch(identity.opsUrl('/healthz'))).status).toBe(200);
      const ready = await waitFor(
        async () => {
          const response = await fetch(identity.opsUrl('/readyz'));
          // Kafka is reported but does not gate readiness (it is reached in the background): wait for it too.
          const body = (await response.json()) as { checks: Record<string, string> };
          return response.status === 200 && body.checks.kafka === 'ok' && body;
        },
        { timeoutMs: 15_000, message: 'identity ready' },
      );
      expect(ready).toEqual({ status: 'ready', checks: { database: 'ok', kafka: 'ok' } });
      const text = await (await fetch(identity.opsUrl('/metrics'))).text();
      expect(text).toMatch(/^homeward_users_registered_total \d+/m);
      expect(text).toMatch(/^homeward_sign_ins_total\{outcome="success"\} \d+/m);
      expect(text).toContain('homeward_grpc_server_handling_seconds_bucket');
    });

    it('never writes a password or token to its logs', () => {
      const logs = identity.logs();
      expect(logs).toContain('gRPC server listening');
      expect(secrets.length).toBeGreaterThan(10);
      for (const secret of secrets) expect(logs).not.toContain(secret);
    });
  });
});
