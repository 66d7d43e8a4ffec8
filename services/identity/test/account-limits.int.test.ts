jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import { isServiceError, type Knex } from '@homeward/kit';
import { collectTestMessages, type Collector } from '@homeward/testing';
import { PASSWORD, uniqueEmail, verifiedAccount } from './support/accounts';
import { startIdentityHarness, type IdentityHarness, type TestIdentity } from './support/identity';

let harness: IdentityHarness;
let db: Knex;
// Two replicas on one database: the counts hold whichever replica a request reaches.
let first: TestIdentity;
let second: TestIdentity;
let collector: Collector;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_account_limits');
  db = harness.db;
  const limits = {
    EMAIL_CHANGES_PER_ACCOUNT: '2',
    EMAIL_CHANGES_PER_ADDRESS: '2',
    CURRENT_PASSWORD_CHECKS_PER_ACCOUNT: '3',
  };
  first = await harness.start(limits);
  second = await harness.start(limits);
  collector = await collectTestMessages('identity', ['user.registered']);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

/** Code, message and the Retry-After seconds identity sends in the trailers. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const retryAfter = Number(error.metadata.get('retry-after')[0]);
    return { code: error.code, message: error.details, retryAfter };
  }
  throw new Error('expected the call to be refused');
}

async function account(name: string) {
  return verifiedAccount(first, collector, uniqueEmail(name));
}

function changeEmail(replica: TestIdentity, accessToken: string, email: string, currentPassword = PASSWORD) {
  return replica.client.updateProfile(
    { firstName: 'Ann', lastName: 'Lee', email, phone: '5551234567', currentPassword },
    { accessToken },
  );
}

const pendingOf = async (userId: string) =>
  (await db('users').where({ id: userId }).first<{ pending_email: string | null }>())!.pending_email;

describe('e-mail change requests are limited', () => {
  it('per account, whatever address each names, on every replica', async () => {
    const { userId, accessToken } = await account('asker');
    const second_ = uniqueEmail('second');
    await changeEmail(first, accessToken, uniqueEmail('first'));
    await changeEmail(second, accessToken, second_);
    const refused = await refusal(changeEmail(first, accessToken, uniqueEmail('third')));
    expect(refused).toEqual({
      code: status.RESOURCE_EXHAUSTED,
      message: expect.stringMatching(
        /^You have asked to change your email address too many times\. Please try again in \d+ (minutes|hours)\.$/,
      ),
      retryAfter: expect.any(Number),
    });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Nothing was sent or stored for the refused request.
    expect(await pendingOf(userId)).toBe(second_);
  });

  it('per target address, whichever accounts ask', async () => {
    const target = uniqueEmail('target');
    const askers = [await account('a1'), await account('a2'), await account('a3')];
    await changeEmail(first, askers[0]!.accessToken, target);
    await changeEmail(second, askers[1]!.accessToken, target.toUpperCase());
    expect(await refusal(changeEmail(first, askers[2]!.accessToken, target))).toMatchObject({
      code: status.RESOURCE_EXHAUSTED,
      message: expect.stringMatching(
        /^Too many confirmation emails have been sent to this address\. Please try again in \d+ (minutes|hours)\.$/,
      ),
    });
    expect(await pendingOf(askers[2]!.userId)).toBeNull();
    // Only hashes are stored: the counts are no list of addresses.
    expect(JSON.stringify(await db('client_request_counts'))).not.toContain('example.com');
  });
});

describe('the current-password check in settings is throttled', () => {
  it('refuses further checks, even the right password, once the account used its tries', async () => {
    const { userId, accessToken } = await account('guessed');
    for (let i = 0; i < 3; i += 1) {
      await expect(
        changeEmail(i % 2 ? second : first, accessToken, uniqueEmail('g'), 'Wrong-Guess1!'),
      ).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: 'The current password is incorrect.',
      });
    }
    expect(await refusal(changeEmail(first, accessToken, uniqueEmail('g')))).toMatchObject({
      code: status.RESOURCE_EXHAUSTED,
      message: expect.stringMatching(/^Too many password attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(await pendingOf(userId)).toBeNull();
  });
});
