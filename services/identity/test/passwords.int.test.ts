jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import type { Knex } from '@homeward/kit';
import {
  UserPasswordChanged,
  UserPasswordResetRequested,
  UserVerificationRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import { collectTestMessages } from '@homeward/testing';
import type { Collector } from '@homeward/testing';
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

const NEW_PASSWORD = 'N3w-Secret!';
const LINK_INVALID = {
  code: status.INVALID_ARGUMENT,
  message: 'This link is invalid or has expired.',
  fields: { token: 'This link is invalid or has expired.' },
};
const SESSION_EXPIRED = { code: status.UNAUTHENTICATED, message: 'Your session has expired' };

const COMMON = 'This password is on a list of common or leaked passwords. Please choose a different one.';

let harness: IdentityHarness;
let db: Knex;
let identity: TestIdentity;
let collector: Collector;
const secrets: string[] = [PASSWORD, NEW_PASSWORD];

const resetsCounted = async (stage: string) =>
  (await identityMetrics.passwordResets.get()).values.find((value) => value.labels.stage === stage)?.value ??
  0;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_passwords');
  db = harness.db;
  // No cool-down for resets, so this file can request several in a row; verification keeps a real one.
  identity = await harness.start({
    VERIFICATION_RESEND_COOLDOWN_SECONDS: '300',
    PASSWORD_RESET_COOLDOWN_SECONDS: '0',
  });
  collector = await collectTestMessages('identity', [
    'user.registered',
    'user.verification_requested',
    'user.password_reset_requested',
    'user.password_changed',
  ]);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

describe('resend verification', () => {
  it('sends a fresh link to an unverified account once per cool-down, and says the same for every address', async () => {
    const email = uniqueEmail('resend');
    const { userId, verificationToken } = await signUpThroughService(identity, collector, email);
    secrets.push(verificationToken);
    // Within the cool-down of the sign-up's link: nothing new is sent.
    await expect(identity.client.resendVerification({ email })).resolves.toEqual({});
    await db('email_verification_tokens')
      .where({ user_id: userId })
      .update({
        created_at: db.raw(`now() - interval '301 seconds'`),
      });
    await expect(identity.client.resendVerification({ email: email.toUpperCase() })).resolves.toEqual({});
    await expect(identity.client.resendVerification({ email })).resolves.toEqual({});
    await expect(identity.client.resendVerification({ email: uniqueEmail('nobody') })).resolves.toEqual({});

    const [requested, ...more] = await eventsMatching(
      collector,
      'user.verification_requested',
      UserVerificationRequested,
      (event) => event.email === email,
    );
    expect(more).toEqual([]);
    expect(requested!.payload).toMatchObject({ userId, email, fullName: 'Ann Lee' });
    expect(requested!.message.key).toBe(userId);
    expect(requested!.message.headers).toMatchObject({
      ce_type: 'homeward.user.verification_requested.v1',
      ce_source: 'homeward/identity',
    });
    const token = requested!.payload.verificationToken;
    secrets.push(token);
    expect(await db('email_verification_tokens').where({ user_id: userId }).count('* as n')).toEqual([
      { n: '2' },
    ]);
    // The new link verifies; the old one is spent with it.
    await expect(identity.client.verifyEmail({ token })).resolves.toEqual({ userId });
    expect((await failureOf(identity.client.verifyEmail({ token: verificationToken }))).code).toBe(
      status.FAILED_PRECONDITION,
    );
    // Verified now: a resend sends nothing more, with the same answer.
    await expect(identity.client.resendVerification({ email })).resolves.toEqual({});
  });

  it('checks the address', async () => {
    expect(await failureOf(identity.client.resendVerification({ email: 'nope' }))).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'Invalid email',
      fields: { email: 'Invalid email' },
    });
  });
});

describe('forgotten password', () => {
  let email: string;
  let userId: string;
  let oldSessions: string[];
  let resetToken: string;

  it('answers the same for an unknown address and sends nothing for it', async () => {
    const before = await resetsCounted('requested');
    const unknown = uniqueEmail('ghost');
    await expect(identity.client.requestPasswordReset({ email: unknown })).resolves.toEqual({});
    expect(await resetsCounted('requested')).toBe(before + 1);
    expect(await db('password_reset_tokens').count('* as n')).toEqual([{ n: '0' }]);
  });

  it('e-mails a single-use link valid for an hour, storing only its hash', async () => {
    email = uniqueEmail('reset');
    const first = await verifiedAccount(identity, collector, email);
    const second = (await identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP })).tokens!;
    userId = first.userId;
    oldSessions = [first.refreshToken, second.refreshToken];
    secrets.push(...first.secrets, second.accessToken, second.refreshToken);

    await expect(
      identity.client.requestPasswordReset({ email: ` ${email.toUpperCase()} ` }),
    ).resolves.toEqual({});
    const [event] = await eventsMatching(
      collector,
      'user.password_reset_requested',
      UserPasswordResetRequested,
      (payload) => payload.email === email,
    );
    expect(event!.payload).toMatchObject({ userId, email, fullName: 'Ann Lee' });
    expect(event!.message.headers).toMatchObject({ ce_type: 'homeward.user.password_reset_requested.v1' });
    resetToken = event!.payload.resetToken;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.push(resetToken);
    const [row] = await db('password_reset_tokens').where({ user_id: userId });
    expect(row.token_hash).toBe(hashOpaqueToken(resetToken));
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(3600 * 1000);
  });

  it('refuses a new password that breaks the sign-up rules, without spending the link', async () => {
    expect(
      await failureOf(identity.client.resetPassword({ token: resetToken, newPassword: 'abcdef1!' })),
    ).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'Password must contain at least one uppercase character',
      fields: { new_password: 'Password must contain at least one uppercase character' },
    });
  });

  it('refuses a common or leaked password that meets the rules, without spending the link', async () => {
    expect(
      await failureOf(identity.client.resetPassword({ token: resetToken, newPassword: 'P@ssw0rd123!' })),
    ).toEqual({
      code: status.INVALID_ARGUMENT,
      message: COMMON,
      fields: { new_password: COMMON },
    });
  });

  it('sets the password, signs out every session, tells the owner, and works only once', async () => {
    const completed = await resetsCounted('completed');
    await expect(
      identity.client.resetPassword({ token: resetToken, newPassword: NEW_PASSWORD }),
    ).resolves.toEqual({});
    expect(await resetsCounted('completed')).toBe(completed + 1);

    for (const refreshToken of oldSessions) {
      expect(await failureOf(identity.client.refresh({ refreshToken }))).toEqual(SESSION_EXPIRED);
    }
    expect(
      await failureOf(identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP })),
    ).toMatchObject({
      code: status.UNAUTHENTICATED,
    });
    const signedIn = await identity.client.signIn({ email, password: NEW_PASSWORD, clientIp: CLIENT_IP });
    secrets.push(signedIn.tokens!.accessToken, signedIn.tokens!.refreshToken);
    expect(signedIn.user).toMatchObject({ id: userId, hasPassword: true });

    const [changed] = await eventsMatching(
      collector,
      'user.password_changed',
      UserPasswordChanged,
      (payload) => payload.userId === userId,
    );
    expect(changed!.payload).toMatchObject({ userId, email, fullName: 'Ann Lee' });

    expect(
      await failureOf(identity.client.resetPassword({ token: resetToken, newPassword: 'An0ther-one!' })),
    ).toEqual(LINK_INVALID);
  });

  it('verifies the address of an account that never used its verification link', async () => {
    const unverified = uniqueEmail('unverified');
    const { userId: id, verificationToken } = await signUpThroughService(identity, collector, unverified);
    secrets.push(verificationToken);
    await identity.client.requestPasswordReset({ email: unverified });
    const [event] = await eventsMatching(
      collector,
      'user.password_reset_requested',
      UserPasswordResetRequested,
      (payload) => payload.email === unverified,
    );
    secrets.push(event!.payload.resetToken);
    await identity.client.resetPassword({ token: event!.payload.resetToken, newPassword: NEW_PASSWORD });
    const signedIn = await identity.client.signIn({
      email: unverified,
      password: NEW_PASSWORD,
      clientIp: CLIENT_IP,
    });
    secrets.push(signedIn.tokens!.accessToken, signedIn.tokens!.refreshToken);
    expect(signedIn.user).toMatchObject({ id, emailVerified: true });
    // The verification link of the sign-up is spent with it.
    expect((await failureOf(identity.client.verifyEmail({ token: verificationToken }))).code).toBe(
      status.FAILED_PRECONDITION,
    );
  });

  it('refuses an expired link, an unknown one, and a newer request voids the older link', async () => {
    await identity.client.requestPasswordReset({ email });
    await identity.client.requestPasswordReset({ email });
    const events = await eventsMatching(
      collector,
      'user.password_reset_requested',
      UserPasswordResetRequested,
      (payload) => payload.email === email,
      3,
    );
    const [older, newer] = events.slice(1).map(({ payload }) => payload.resetToken) as [string, string];
    secrets.push(older, newer);
    expect(
      await failureOf(identity.client.resetPassword({ token: older, newPassword: NEW_PASSWORD })),
    ).toEqual(LINK_INVALID);
    await db('password_reset_tokens')
      .where({ token_hash: hashOpaqueToken(newer) })
      .update({ expires_at: db.raw(`now() - interval '1 second'`) });
    expect(
      await failureOf(identity.client.resetPassword({ token: newer, newPassword: NEW_PASSWORD })),
    ).toEqual(LINK_INVALID);
    expect(
      await failureOf(identity.client.resetPassword({ token: 'x'.repeat(43), newPassword: NEW_PASSWORD })),
    ).toEqual(LINK_INVALID);
    expect(
      await failureOf(identity.client.resetPassword({ token: 'short', newPassword: NEW_PASSWORD })),
    ).toEqual(LINK_INVALID);
  });

  it('sends at most one reset e-mail per cool-down', async () => {
    const limited = await harness.start({ PASSWORD_RESET_COOLDOWN_SECONDS: '3600' });
    try {
      const address = uniqueEmail('cooldown');
      const account = await verifiedAccount(limited, collector, address);
      secrets.push(...account.secrets);
      await limited.client.requestPasswordReset({ email: address });
      await limited.client.requestPasswordReset({ email: address });
      await eventsMatching(
        collector,
        'user.password_reset_requested',
        UserPasswordResetRequested,
        (p) => p.email === address,
      );
      expect(await db('password_reset_tokens').where({ user_id: account.userId }).count('* as n')).toEqual([
        { n: '1' },
      ]);
      for (const secret of [PASSWORD, ...account.secrets]) expect(limited.logs()).not.toContain(secret);
    } finally {
      await limited.stop();
    }
  });
});

describe('first password', () => {
  it('refuses SetPassword for an account that has a password, and without a session', async () => {
    const account = await verifiedAccount(identity, collector, uniqueEmail('haspw'));
    secrets.push(...account.secrets);
    expect(
      await failureOf(
        identity.client.setPassword({ newPassword: NEW_PASSWORD }, { accessToken: account.accessToken }),
      ),
    ).toEqual({ code: status.FAILED_PRECONDITION, message: 'This account already has a password.' });
    expect((await failureOf(identity.client.setPassword({ newPassword: NEW_PASSWORD }))).code).toBe(
      status.UNAUTHENTICATED,
    );
  });

  it('sets the first password of an account without one, once', async () => {
    const email = uniqueEmail('nopw');
    const account = await verifiedAccount(identity, collector, email);
    secrets.push(...account.secrets);
    await db('credentials').where({ user_id: account.userId }).delete();
    const me = await identity.client.getMe({}, { accessToken: account.accessToken });
    expect(me.user).toMatchObject({ hasPassword: false });

    expect(
      await failureOf(
        identity.client.setPassword({ newPassword: 'weak' }, { accessToken: account.accessToken }),
      ),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { new_password: 'Password must contain at least 6 characters' },
    });
    expect(
      await failureOf(
        identity.client.setPassword({ newPassword: 'Iloveyou1!' }, { accessToken: account.accessToken }),
      ),
    ).toEqual({ code: status.INVALID_ARGUMENT, message: COMMON, fields: { new_password: COMMON } });
    await expect(
      identity.client.setPassword({ newPassword: NEW_PASSWORD }, { accessToken: account.accessToken }),
    ).resolves.toEqual({});
    // a password change ends every other session at once; this one refreshes to a token of the new epoch
    expect((await failureOf(identity.client.getMe({}, { accessToken: account.accessToken }))).code).toBe(
      status.UNAUTHENTICATED,
    );
    const renewed = (await identity.client.refresh({ refreshToken: account.refreshToken })).tokens!;
    secrets.push(renewed.accessToken, renewed.refreshToken);
    expect((await identity.client.getMe({}, { accessToken: renewed.accessToken })).user).toMatchObject({
      hasPassword: true,
    });
    const signedIn = await identity.client.signIn({ email, password: NEW_PASSWORD, clientIp: CLIENT_IP });
    secrets.push(signedIn.tokens!.accessToken, signedIn.tokens!.refreshToken);
    await eventsMatching(
      collector,
      'user.password_changed',
      UserPasswordChanged,
      (p) => p.userId === account.userId,
    );
    expect(
      await failureOf(
        identity.client.setPassword({ newPassword: 'Th1rd-time!' }, { accessToken: renewed.accessToken }),
      ),
    ).toEqual({ code: status.FAILED_PRECONDITION, message: 'This account already has a password.' });
  });
});

describe('logs', () => {
  it('never contain a password or a token', () => {
    const logs = identity.logs();
    expect(logs).toContain('gRPC server listening');
    expect(secrets.length).toBeGreaterThan(15);
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
