jest.setTimeout(60_000);

// DeleteAccount against the real service and database: the confirmation each kind of account gives, the rows that
// go, the tokens that stop working at once, user.deleted written with the deletion, and the password check counted
// with the settings' one (PATCH /api/me's limit).
import { status } from '@grpc/grpc-js';
import type { Knex } from '@homeward/kit';
import { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { collectTestMessages, type Collector } from '@homeward/testing';
import { PASSWORD, uniqueEmail, verifiedAccount } from './support/accounts';
import { eventsMatching } from './support/events';
import {
  CLIENT_IP,
  failureOf,
  startIdentityHarness,
  type IdentityHarness,
  type TestIdentity,
} from './support/identity';

let harness: IdentityHarness;
let db: Knex;
let identity: TestIdentity;
let collector: Collector;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_account_deletion');
  db = harness.db;
  identity = await harness.start({ CURRENT_PASSWORD_CHECKS_PER_ACCOUNT: '3' });
  collector = await collectTestMessages('identity-deletion', ['user.registered', 'user.deleted']);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

const USER_TABLES = [
  'credentials',
  'refresh_tokens',
  'email_verification_tokens',
  'password_reset_tokens',
  'email_change_tokens',
  'email_undo_tokens',
] as const;

/** Every row identity keeps of the user, by table. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {
    users: Number((await db('users').where({ id: userId }).count<{ count: string }[]>())[0]!.count),
  };
  for (const table of USER_TABLES) {
    const [row] = await db(table).where({ user_id: userId }).count<{ count: string }[]>();
    counts[table] = Number(row!.count);
  }
  return counts;
}

const confirmation = (given: { currentPassword?: string; confirmEmail?: string }) => ({
  currentPassword: '',
  confirmEmail: '',
  ...given,
});

const deleted = (userId: string) =>
  collector
    .on('user.deleted')
    .map((message) => UserDeleted.decode(message.value!))
    .filter((event) => event.userId === userId);

describe('deleting a password account', () => {
  it('refuses without the password or with a wrong one, and deletes nothing', async () => {
    const { userId, accessToken } = await verifiedAccount(identity, collector, uniqueEmail('keeps'));
    expect(await failureOf(identity.client.deleteAccount(confirmation({}), { accessToken }))).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'Enter your current password to delete your account.',
      fields: { current_password: 'Enter your current password to delete your account.' },
    });
    expect(
      await failureOf(
        identity.client.deleteAccount(confirmation({ currentPassword: 'Wrong-Horse-1!' }), { accessToken }),
      ),
    ).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'The current password is incorrect.',
      fields: { current_password: 'The current password is incorrect.' },
    });
    expect((await rowsOf(userId)).users).toBe(1);
    expect((await identity.client.getMe({}, { accessToken })).user!.id).toBe(userId);
    expect(deleted(userId)).toEqual([]);
  });

  it("removes the user and every row of theirs, ends every session at once, publishes user.deleted, and leaves another user's account", async () => {
    const email = uniqueEmail('leaves');
    const { userId, accessToken, refreshToken } = await verifiedAccount(
      identity,
      collector,
      email,
      'Ann Leaving',
    );
    const other = await verifiedAccount(identity, collector, uniqueEmail('stays'));
    // a second session, and a pending e-mail change with its link
    const { tokens: second } = await identity.client.signIn({
      email,
      password: PASSWORD,
      clientIp: CLIENT_IP,
    });
    await identity.client.updateProfile(
      {
        firstName: 'Ann',
        lastName: 'Leaving',
        email: uniqueEmail('moving'),
        phone: '5551234567',
        currentPassword: PASSWORD,
      },
      { accessToken },
    );
    expect(await rowsOf(userId)).toMatchObject({ users: 1, credentials: 1, email_change_tokens: 1 });
    const otherRows = await rowsOf(other.userId);

    await identity.client.deleteAccount(confirmation({ currentPassword: PASSWORD }), { accessToken });

    expect(Object.values(await rowsOf(userId))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await rowsOf(other.userId)).toEqual(otherRows);
    // both sessions: no refresh, and the access tokens are refused before they expire
    for (const token of [refreshToken, second!.refreshToken]) {
      expect((await failureOf(identity.client.refresh({ refreshToken: token }))).code).toBe(
        status.UNAUTHENTICATED,
      );
    }
    for (const token of [accessToken, second!.accessToken]) {
      expect((await failureOf(identity.client.getMe({}, { accessToken: token }))).code).toBe(
        status.UNAUTHENTICATED,
      );
    }
    // and the list every other service polls names the account
    const list = (await (await fetch(identity.opsUrl('/.well-known/session-epochs.json'))).json()) as {
      epochs: Record<string, number>;
    };
    expect(list.epochs[userId]).toBeGreaterThan(1_000_000);
    expect(list.epochs[other.userId]).toBeUndefined();
    expect(
      (await failureOf(identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP }))).code,
    ).toBe(status.UNAUTHENTICATED);
    expect((await identity.client.getMe({}, { accessToken: other.accessToken })).user!.id).toBe(other.userId);

    const [event] = await eventsMatching(collector, 'user.deleted', UserDeleted, (e) => e.userId === userId);
    expect(event!.payload).toEqual({
      userId,
      email,
      fullName: 'Ann Leaving',
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(event!.message.key?.toString()).toBe(userId);
  });

  it('a second deletion with the same token is refused and publishes nothing more', async () => {
    const { userId, accessToken } = await verifiedAccount(identity, collector, uniqueEmail('twice'));
    await identity.client.deleteAccount(confirmation({ currentPassword: PASSWORD }), { accessToken });
    expect(
      (
        await failureOf(
          identity.client.deleteAccount(confirmation({ currentPassword: PASSWORD }), { accessToken }),
        )
      ).code,
    ).toBe(status.UNAUTHENTICATED);
    await eventsMatching(collector, 'user.deleted', UserDeleted, (e) => e.userId === userId);
    expect(deleted(userId)).toHaveLength(1);
  });

  it("counts each password check with the settings' e-mail change check, right or wrong", async () => {
    const { userId, accessToken } = await verifiedAccount(identity, collector, uniqueEmail('guesser'));
    const guess = { firstName: 'Ann', lastName: 'Lee', email: uniqueEmail('elsewhere'), phone: '5551234567' };
    await failureOf(
      identity.client.updateProfile({ ...guess, currentPassword: 'Guess-One-1!' }, { accessToken }),
    );
    await failureOf(
      identity.client.updateProfile({ ...guess, currentPassword: 'Guess-Two-2!' }, { accessToken }),
    );
    await failureOf(
      identity.client.deleteAccount(confirmation({ currentPassword: 'Guess-Three-3!' }), { accessToken }),
    );
    expect(
      await failureOf(
        identity.client.deleteAccount(confirmation({ currentPassword: PASSWORD }), { accessToken }),
      ),
    ).toEqual({
      code: status.RESOURCE_EXHAUSTED,
      message: expect.stringMatching(/^Too many password attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect((await rowsOf(userId)).users).toBe(1);
  });
});

describe('deleting an account without a password (made through Google or OIDC)', () => {
  async function passwordless() {
    const email = uniqueEmail('google');
    const account = await verifiedAccount(identity, collector, email);
    // what a provider-made account looks like: no credentials row
    await db('credentials').where({ user_id: account.userId }).delete();
    return { ...account, email };
  }

  it('takes the typed e-mail address, in any case, instead of a password', async () => {
    const { userId, accessToken, email } = await passwordless();
    expect(
      await failureOf(
        identity.client.deleteAccount(confirmation({ confirmEmail: 'someone@example.com' }), { accessToken }),
      ),
    ).toEqual({
      code: status.INVALID_ARGUMENT,
      message: "Type your account's email address exactly as it is shown to confirm.",
      fields: { confirm_email: "Type your account's email address exactly as it is shown to confirm." },
    });
    expect((await rowsOf(userId)).users).toBe(1);
    await identity.client.deleteAccount(confirmation({ confirmEmail: ` ${email.toUpperCase()} ` }), {
      accessToken,
    });
    expect((await rowsOf(userId)).users).toBe(0);
    await eventsMatching(
      collector,
      'user.deleted',
      UserDeleted,
      (e) => e.userId === userId && e.email === email,
    );
  });
});
