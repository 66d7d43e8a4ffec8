// Replays what every consumer of the identity service states it relies on (bff/contracts/identity.contract.json,
// services/documents/contracts/identity.contract.json) against the real service on its own database; see
// docs/contracts.md. States that need a token the service only ever e-mails store a known one, hashed as the
// service stores its own, rather than waiting for the event on the broker.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { EXPORT_SERVICES } from '../src/domain/data-export';
import { hashOpaqueToken, newOpaqueToken } from '../src/domain/opaque-token';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { CLIENT_IP, startIdentityHarness, type IdentityHarness, type TestIdentity } from './support/identity';

let harness: IdentityHarness;
let db: Knex;
let identity: TestIdentity;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_contracts');
  db = harness.db;
  identity = await harness.start();
}, 60_000);

afterAll(async () => {
  await harness?.stop();
});

const inAnHour = () => new Date(Date.now() + 3_600_000);

/** Stores a token the service will accept for `userId` in `table`; returns the token. */
async function storedToken(
  table: string,
  userId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const token = newOpaqueToken();
  await db(table).insert({
    token_hash: hashOpaqueToken(token),
    user_id: userId,
    expires_at: inAnHour(),
    ...extra,
  });
  return token;
}

async function signedUp(): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail('contract');
  await identity.client.signUp({ email, password: PASSWORD, name: 'Ann Lee', termsAccepted: true });
  const { id } = await db('users').where({ email }).first('id');
  return { email, userId: id as string };
}

async function verified(): Promise<{ email: string; userId: string }> {
  const account = await signedUp();
  await db('users').where({ id: account.userId }).update({ email_verified_at: new Date() });
  return account;
}

// Password hashing dominates this file's time: states that leave the account as it was share one.
let shared: Promise<{ email: string; userId: string }> | undefined;
const sharedVerified = () => (shared ??= verified());

async function signedIn(account?: { email: string; userId: string }) {
  account ??= await verified();
  const { tokens } = await identity.client.signIn({
    email: account.email,
    password: PASSWORD,
    clientIp: CLIENT_IP,
  });
  return { ...account, accessToken: tokens!.accessToken, refreshToken: tokens!.refreshToken };
}

verifyConsumers({
  provider: 'identity',
  address: () => `127.0.0.1:${identity.service.grpcPort}`,
  states: {
    'an unused e-mail address': async () => ({ values: { new_email: uniqueEmail('contract') } }),
    'a signed-up user with a verification token': async () => {
      const { email, userId } = await signedUp();
      return { values: { email, token: await storedToken('email_verification_tokens', userId) } };
    },
    'a verified user': async () => ({
      values: { email: (await sharedVerified()).email, password: PASSWORD },
    }),
    // Each gets its own session (Refresh rotates, SignOut revokes it); UpdateProfile keeps the e-mail address.
    'a signed-in user': async () => {
      const { email, accessToken, refreshToken } = await signedIn(await sharedVerified());
      return { accessToken, values: { email, refresh_token: refreshToken } };
    },
    // DeleteAccount ends the account: never the shared one.
    'a signed-in user of their own': async () => {
      const { accessToken } = await signedIn();
      return { accessToken, values: { password: PASSWORD } };
    },
    // An account from Google sign-in: it has no credentials row until it sets a password.
    'a signed-in user without a password': async () => {
      const { userId, accessToken } = await signedIn();
      await db('credentials').where({ user_id: userId }).del();
      return { accessToken };
    },
    'a user with a password reset token': async () => {
      const { userId } = await verified();
      return { values: { token: await storedToken('password_reset_tokens', userId) } };
    },
    'a user with an e-mail change token': async () => {
      const { userId } = await verified();
      const newEmail = uniqueEmail('contract-new');
      await db('users').where({ id: userId }).update({ pending_email: newEmail });
      return { values: { token: await storedToken('email_change_tokens', userId, { new_email: newEmail }) } };
    },
    // Its own account: a request changes what the next one may do.
    'a signed-in user without data exports': async () => {
      const { accessToken } = await signedIn();
      return { accessToken };
    },
    // Every service's part stored as the consumer stores it; the analyzer's names a report file.
    'a signed-in user with a ready data export': async () => {
      const { userId, accessToken } = await signedIn();
      const exportId = randomUUID();
      const now = new Date();
      await db('data_exports').insert({
        id: exportId,
        user_id: userId,
        status: 'ready',
        requested_at: now,
        deadline_at: inAnHour(),
        ready_at: now,
        expires_at: new Date(now.getTime() + 7 * 24 * 3_600_000),
      });
      await db('data_export_parts').insert(
        EXPORT_SERVICES.map((service) => ({
          export_id: exportId,
          service,
          content_json: Buffer.from('{}'),
          attachments: JSON.stringify(
            service === 'inspection-analyzer'
              ? [{ archivePath: 'inspection-reports/r.pdf', objectKey: `inspections/${userId}/r.pdf` }]
              : [],
          ),
        })),
      );
      return { accessToken, values: { export_id: exportId } };
    },
    'a user with an e-mail undo token': async () => {
      const { userId, email } = await verified();
      const oldEmail = uniqueEmail('contract-old');
      return {
        values: { token: await storedToken('email_undo_tokens', userId, { old_email: oldEmail }), email },
      };
    },
  },
});
