jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import { createLogger, type Knex } from '@homeward/kit';
import { collectTestMessages, waitFor } from '@homeward/testing';
import type { Collector } from '@homeward/testing';
import { SignInHousekeeping } from '../src/application/housekeeping';
import { PASSWORD, uniqueEmail, verifiedAccount } from './support/accounts';
import { failureOf, startIdentityHarness, type IdentityHarness, type TestIdentity } from './support/identity';
import { identityMetrics } from '../src/metrics';

const THROTTLED = {
  code: status.RESOURCE_EXHAUSTED,
  message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
};
const WRONG = {
  code: status.UNAUTHENTICATED,
  message: 'The password you entered is incorrect. Please try again.',
};

let harness: IdentityHarness;
let db: Knex;
// Two replicas on one database: the counts are shared, whichever replica a guess reaches.
let first: TestIdentity;
let second: TestIdentity;
let collector: Collector;

const throttled = async (scope: string) =>
  (await identityMetrics.signInsThrottled.get()).values.find((value) => value.labels.scope === scope)
    ?.value ?? 0;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_throttle');
  db = harness.db;
  const limits = {
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '5',
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: '8',
    // 30 guesses at once queue for the pool and the account's row on a loaded CI machine; production's 5 s acquire
    // and 10 s statement bounds would answer some UNAVAILABLE, which is right there but not what this file tests.
    DB_ACQUIRE_TIMEOUT_MS: '60000',
    DB_STATEMENT_TIMEOUT_MS: '60000',
  };
  first = await harness.start(limits);
  second = await harness.start(limits);
  collector = await collectTestMessages('identity', ['user.registered']);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

describe('sign-in throttling', () => {
  it('refuses an account after 5 failures within the window, even with the right password, across replicas', async () => {
    const email = uniqueEmail('guessed');
    await verifiedAccount(first, collector, email);
    const before = await throttled('account');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const replica = attempt % 2 === 0 ? first : second;
      // A different address each time: only the account's count can be what refuses.
      expect(
        await failureOf(
          replica.client.signIn(
            { email, password: `Wrong-${attempt}!`, clientIp: `198.51.100.${attempt}` },
            { clientAddress: `198.51.100.${attempt}` },
          ),
        ),
      ).toEqual(WRONG);
    }
    expect(
      await failureOf(
        second.client.signIn(
          { email, password: PASSWORD, clientIp: '198.51.100.77' },
          { clientAddress: '198.51.100.77' },
        ),
      ),
    ).toEqual(THROTTLED);
    expect(await throttled('account')).toBe(before + 1);
    // Another account from the same addresses is unaffected.
    const other = uniqueEmail('bystander');
    await verifiedAccount(first, collector, other);
    await expect(
      first.client.signIn(
        { email: other, password: PASSWORD, clientIp: '198.51.100.1' },
        { clientAddress: '198.51.100.1' },
      ),
    ).resolves.toMatchObject({
      user: { email: other },
    });

    // Once the failures leave the window, the owner signs in again; success clears the account's count.
    await db('sign_in_failures').update({ failed_at: db.raw(`failed_at - interval '16 minutes'`) });
    await expect(
      first.client.signIn(
        { email, password: PASSWORD, clientIp: '198.51.100.77' },
        { clientAddress: '198.51.100.77' },
      ),
    ).resolves.toMatchObject({
      user: { email },
    });
  });

  it('counts each guess before its password is checked: of 30 parallel wrong guesses exactly 5 are checked', async () => {
    const email = uniqueEmail('raced');
    await verifiedAccount(first, collector, email);
    // Different addresses, two replicas, all at once: only an atomic count of the account's attempts holds.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        failureOf(
          (attempt % 2 === 0 ? first : second).client.signIn(
            {
              email,
              password: `Parallel-${attempt}!`,
              clientIp: `198.18.${attempt}.1`,
            },
            { clientAddress: `198.18.${attempt}.1` },
          ),
        ),
      ),
    );
    const answered = new Map<number | undefined, number>();
    for (const { code } of answers) answered.set(code, (answered.get(code) ?? 0) + 1);
    // Every answer is one of the two, so a failure shows any other code too.
    expect(Object.fromEntries(answered)).toEqual({ [WRONG.code]: 5, [THROTTLED.code]: 25 });
    // The right password after the lockout is refused too, until the window has passed.
    expect(
      await failureOf(
        first.client.signIn(
          { email, password: PASSWORD, clientIp: '198.18.200.1' },
          { clientAddress: '198.18.200.1' },
        ),
      ),
    ).toEqual(THROTTLED);
    await db('sign_in_failures').update({ failed_at: db.raw(`failed_at - interval '16 minutes'`) });
    await expect(
      second.client.signIn(
        { email, password: PASSWORD, clientIp: '198.18.200.1' },
        { clientAddress: '198.18.200.1' },
      ),
    ).resolves.toMatchObject({ user: { email } });
  });

  it('throttles an unknown e-mail the same way, so the throttle does not reveal which accounts exist', async () => {
    const nobody = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        await failureOf(
          first.client.signIn(
            { email: nobody, password: PASSWORD, clientIp: `203.0.113.${attempt}` },
            { clientAddress: `203.0.113.${attempt}` },
          ),
        ),
      ).toEqual(WRONG);
    }
    expect(
      await failureOf(
        first.client.signIn(
          { email: nobody, password: PASSWORD, clientIp: '203.0.113.99' },
          { clientAddress: '203.0.113.99' },
        ),
      ),
    ).toEqual(THROTTLED);
  });

  it('refuses an address after its limit of failures over many accounts, IPv6 counted by /64', async () => {
    const victim = uniqueEmail('victim');
    await verifiedAccount(first, collector, victim);
    const before = await throttled('address');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const replica = attempt % 2 === 0 ? first : second;
      expect(
        await failureOf(
          replica.client.signIn(
            {
              email: uniqueEmail(`spray${attempt}`),
              password: PASSWORD,
              clientIp: `2001:db8:77:1::${attempt + 1}`,
            },
            { clientAddress: `2001:db8:77:1::${attempt + 1}` },
          ),
        ),
      ).toEqual(WRONG);
    }
    // Same /64, other host bits: refused before the password is even looked at.
    expect(
      await failureOf(
        first.client.signIn(
          { email: victim, password: PASSWORD, clientIp: '2001:db8:77:1::ffff' },
          { clientAddress: '2001:db8:77:1::ffff' },
        ),
      ),
    ).toEqual(THROTTLED);
    expect(await throttled('address')).toBe(before + 1);
    // The owner from another network is not held back by the attacker's address.
    await expect(
      second.client.signIn(
        { email: victim, password: PASSWORD, clientIp: '2001:db8:77:2::1' },
        { clientAddress: '2001:db8:77:2::1' },
      ),
    ).resolves.toMatchObject({
      user: { email: victim },
    });
  });

  it('stores only hashes, and refuses a malformed client address', async () => {
    const rows = await db('sign_in_failures').select('scope', 'subject_hash');
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.subject_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('example.com');
    expect(
      await failureOf(
        first.client.signIn(
          { email: uniqueEmail('x'), password: PASSWORD, clientIp: 'not-an-ip' },
          { clientAddress: 'not-an-ip' },
        ),
      ),
    ).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'Invalid client address',
      fields: { client_ip: 'Invalid client address' },
    });
  });

  it('sweeps failures older than the window and spent Google attempts, pass after pass', async () => {
    const housekeeping = new SignInHousekeeping({
      db,
      logger: createLogger('housekeeping', 'silent'),
      throttleWindowSeconds: 900,
      countWindowSeconds: 3600,
      intervalMs: 50,
    });
    // Started before the rows exist: it keeps sweeping, not only once at start.
    housekeeping.start();
    try {
      await db('sign_in_failures').insert([
        {
          scope: 'account',
          subject_hash: 'a'.repeat(64),
          failed_at: db.raw(`now() - interval '16 minutes'`),
        },
        { scope: 'account', subject_hash: 'b'.repeat(64) },
      ]);
      await db('oidc_login_attempts').insert({
        state_hash: 'c'.repeat(64),
        nonce_hash: 'd'.repeat(64),
        code_verifier: 'v',
        next_path: '/',
        expires_at: db.raw(`now() - interval '1 second'`),
      });
      await waitFor(
        async () => (await db('sign_in_failures').where({ subject_hash: 'a'.repeat(64) })).length === 0,
        {
          message: 'old failure swept',
        },
      );
      await waitFor(async () => (await db('oidc_login_attempts')).length === 0, { message: 'attempt swept' });
      expect(await db('sign_in_failures').where({ subject_hash: 'b'.repeat(64) })).toHaveLength(1);
    } finally {
      await housekeeping.stop();
    }
  });

  it('exports the throttle counter by scope', async () => {
    const text = await (await fetch(first.opsUrl('/metrics'))).text();
    expect(text).toMatch(/^homeward_sign_ins_throttled_total\{scope="account"\} [1-9]/m);
    expect(text).toMatch(/^homeward_sign_ins_throttled_total\{scope="address"\} [1-9]/m);
  });

  it('never logs a password', () => {
    for (const replica of [first, second]) {
      expect(replica.logs()).toContain('gRPC server listening');
      expect(replica.logs()).not.toContain(PASSWORD);
      expect(replica.logs()).not.toContain('Wrong-1!');
    }
  });
});
