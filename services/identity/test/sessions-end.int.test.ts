jest.setTimeout(60_000);

// Sessions that end when they should, and only then: a password reset and a confirmed e-mail change end every other
// session within seconds (identity's own GetMe and the kit's verifier of every other service refuse the old access
// tokens, not only their refreshes); two replicas refreshing one token at once both succeed.
import { status } from '@grpc/grpc-js';
import { createRemoteVerifier, SessionRevokedError, type Knex } from '@homeward/kit';
import {
  UserEmailChanged,
  UserEmailChangeRequested,
  UserPasswordResetRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import { collectTestMessages, waitFor, type Collector } from '@homeward/testing';
import { PASSWORD, uniqueEmail, verifiedAccount } from './support/accounts';
import { eventsMatching } from './support/events';
import {
  CLIENT_IP,
  failureOf,
  startIdentityHarness,
  type IdentityHarness,
  type TestIdentity,
} from './support/identity';

const NEW_PASSWORD = 'N3w-Secret!';
const PROFILE = { firstName: 'Ann', lastName: 'Lee', phone: '(512) 555-0100' };

let harness: IdentityHarness;
let db: Knex;
let identity: TestIdentity;
let collector: Collector;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_sessions_end');
  db = harness.db;
  identity = await harness.start({ PASSWORD_RESET_COOLDOWN_SECONDS: '0' });
  collector = await collectTestMessages('identity', [
    'user.registered',
    'user.password_reset_requested',
    'user.email_change_requested',
    'user.email_changed',
  ]);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

const signIn = (email: string, password = PASSWORD) =>
  identity.client.signIn({ email, password, clientIp: CLIENT_IP });
const getMe = (accessToken: string) => identity.client.getMe({}, { accessToken });
const remoteVerifier = () => createRemoteVerifier(identity.opsUrl('/.well-known/jwks.json'), harness.trust);

describe('a password reset', () => {
  it("refuses every earlier access token at once, in identity and in another service's verifier", async () => {
    const email = uniqueEmail('reset-ends');
    const { accessToken: before } = await verifiedAccount(identity, collector, email);
    const otherService = remoteVerifier();
    await expect(otherService.verify(before)).resolves.toMatchObject({ email });
    expect((await getMe(before)).user?.email).toBe(email);

    await identity.client.requestPasswordReset({ email });
    const [reset] = await eventsMatching(
      collector,
      'user.password_reset_requested',
      UserPasswordResetRequested,
      (event) => event.email === email,
    );
    await identity.client.resetPassword({ token: reset!.payload.resetToken, newPassword: NEW_PASSWORD });

    expect(await failureOf(getMe(before))).toMatchObject({ code: status.UNAUTHENTICATED });
    // the other service polls identity's list; "within seconds", not when the token expires in 15 minutes
    await waitFor(
      async () => (await otherService.verify(before).catch((error) => error)) instanceof SessionRevokedError,
      { timeoutMs: 5_000, message: 'the old access token refused by a remote verifier' },
    );
    const after = (await signIn(email, NEW_PASSWORD)).tokens!;
    await expect(otherService.verify(after.accessToken)).resolves.toMatchObject({ email });
    expect((await getMe(after.accessToken)).user?.email).toBe(email);
  });
});

describe('an e-mail change', () => {
  it('needs the current password', async () => {
    const email = uniqueEmail('change-needs-password');
    const { accessToken } = await verifiedAccount(identity, collector, email);
    const change = (currentPassword: string) =>
      identity.client.updateProfile(
        { ...PROFILE, email: uniqueEmail('moved'), currentPassword },
        { accessToken },
      );
    expect(await failureOf(change(''))).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'Enter your current password to change your email.',
      fields: { current_password: 'Enter your current password to change your email.' },
    });
    expect(await failureOf(change('Wrong-Pass1!'))).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'The current password is incorrect.',
      fields: { current_password: 'The current password is incorrect.' },
    });
    expect((await getMe(accessToken)).user?.pendingEmail).toBe('');
    await expect(change(PASSWORD)).resolves.toMatchObject({ emailConfirmationSent: true });
    // name and phone alone still need no password
    await expect(
      identity.client.updateProfile({ ...PROFILE, email, currentPassword: '' }, { accessToken }),
    ).resolves.toMatchObject({ emailConfirmationSent: false });
  });

  it('ends every other session when confirmed; the session that asked stays signed in', async () => {
    const email = uniqueEmail('change-ends');
    const asking = await verifiedAccount(identity, collector, email);
    const other = (await signIn(email)).tokens!;
    const newEmail = uniqueEmail('changed');
    await identity.client.updateProfile(
      { ...PROFILE, email: newEmail, currentPassword: PASSWORD },
      { accessToken: asking.accessToken },
    );
    const [requested] = await eventsMatching(
      collector,
      'user.email_change_requested',
      UserEmailChangeRequested,
      (event) => event.newEmail === newEmail,
    );
    await identity.client.confirmEmailChange({ token: requested!.payload.confirmationToken });

    expect(await failureOf(getMe(other.accessToken))).toMatchObject({ code: status.UNAUTHENTICATED });
    expect(await failureOf(identity.client.refresh({ refreshToken: other.refreshToken }))).toMatchObject({
      code: status.UNAUTHENTICATED,
    });
    // the asking session's old access token is refused too, but its refresh token gets one of the new epoch
    expect(await failureOf(getMe(asking.accessToken))).toMatchObject({ code: status.UNAUTHENTICATED });
    const renewed = (await identity.client.refresh({ refreshToken: asking.refreshToken })).tokens!;
    expect((await getMe(renewed.accessToken)).user?.email).toBe(newEmail);
  });

  it('tells the old address, with a link that moves the account back and ends every session', async () => {
    const email = uniqueEmail('change-undone');
    const asking = await verifiedAccount(identity, collector, email);
    const newEmail = uniqueEmail('taken-over');
    await identity.client.updateProfile(
      { ...PROFILE, email: newEmail, currentPassword: PASSWORD },
      { accessToken: asking.accessToken },
    );
    const [requested] = await eventsMatching(
      collector,
      'user.email_change_requested',
      UserEmailChangeRequested,
      (event) => event.newEmail === newEmail,
    );
    await identity.client.confirmEmailChange({ token: requested!.payload.confirmationToken });
    const [changed] = await eventsMatching(
      collector,
      'user.email_changed',
      UserEmailChanged,
      (event) => event.oldEmail === email,
    );
    expect(changed!.payload).toMatchObject({ oldEmail: email, newEmail, fullName: 'Ann Lee' });
    const renewed = (await identity.client.refresh({ refreshToken: asking.refreshToken })).tokens!;

    const undoToken = changed!.payload.undoToken;
    await expect(identity.client.undoEmailChange({ token: undoToken })).resolves.toEqual({
      userId: asking.userId,
    });
    // every session ends, the one that made the change too: it may not have been the owner
    expect(await failureOf(getMe(renewed.accessToken))).toMatchObject({ code: status.UNAUTHENTICATED });
    expect(await failureOf(identity.client.refresh({ refreshToken: renewed.refreshToken }))).toMatchObject({
      code: status.UNAUTHENTICATED,
    });
    const back = (await signIn(email)).tokens!;
    expect((await getMe(back.accessToken)).user).toMatchObject({ email, pendingEmail: '' });
    expect(await failureOf(identity.client.undoEmailChange({ token: undoToken }))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { token: 'This link is invalid or has expired.' },
    });
  });
});

describe('concurrent refreshes (two BFF replicas with one cookie)', () => {
  it('both succeed with the same refresh token; after the 30 s grace it is a replay that ends the session', async () => {
    const email = uniqueEmail('parallel-refresh');
    const { refreshToken } = await verifiedAccount(identity, collector, email);
    const [first, second] = await Promise.all([
      identity.client.refresh({ refreshToken }),
      identity.client.refresh({ refreshToken }),
    ]);
    expect(first.tokens!.refreshToken).not.toBe(second.tokens!.refreshToken);
    expect((await getMe(first.tokens!.accessToken)).user?.email).toBe(email);
    expect((await getMe(second.tokens!.accessToken)).user?.email).toBe(email);
    await expect(
      identity.client.refresh({ refreshToken: second.tokens!.refreshToken }),
    ).resolves.toBeDefined();

    await db('refresh_tokens')
      .whereNotNull('rotated_at')
      .update({ rotated_at: db.raw(`rotated_at - interval '31 seconds'`) });
    expect(await failureOf(identity.client.refresh({ refreshToken }))).toMatchObject({
      code: status.UNAUTHENTICATED,
    });
    expect(
      await failureOf(identity.client.refresh({ refreshToken: first.tokens!.refreshToken })),
    ).toMatchObject({
      code: status.UNAUTHENTICATED,
    });
  });
});
