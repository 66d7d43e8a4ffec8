jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import type { Knex } from '@homeward/kit';
import { collectTestMessages, type Collector } from '@homeward/testing';
import { uniqueEmail, verifiedAccount } from './support/accounts';
import { failureOf, startIdentityHarness, type IdentityHarness, type TestIdentity } from './support/identity';

const HOUR = 3600;
let harness: IdentityHarness;
let db: Knex;
let identity: TestIdentity;
let collector: Collector;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_session_lifetime');
  db = harness.db;
  identity = await harness.start({
    REFRESH_TOKEN_TTL_SECONDS: String(HOUR),
    SESSION_MAX_LIFETIME_SECONDS: String(2 * HOUR),
  });
  collector = await collectTestMessages('identity', ['user.registered']);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

/** The session began `seconds` ago: as if it had been refreshed all along since then. */
async function startedAgo(userId: string, seconds: number): Promise<void> {
  await db('refresh_tokens')
    .where({ user_id: userId })
    .update({ session_started_at: db.raw(`now() - ? * interval '1 second'`, [seconds]) });
}

describe('a session has an absolute lifetime', () => {
  it('slides with each refresh only up to its end, then refuses to refresh', async () => {
    const { userId, refreshToken } = await verifiedAccount(identity, collector, uniqueEmail('lifetime'));
    const now = () => Math.floor(Date.now() / 1000);

    // Refreshed for 100 minutes so far: the next token lives 20 more minutes, not the idle hour.
    await startedAgo(userId, 100 * 60);
    const capped = (await identity.client.refresh({ refreshToken })).tokens!;
    expect(capped.refreshExpiresAt).toBeLessThanOrEqual(now() + 20 * 60 + 1);
    expect(capped.refreshExpiresAt).toBeGreaterThanOrEqual(now() + 20 * 60 - 5);
    // The new token carries the session's start, not its own.
    const [started] = await db('refresh_tokens')
      .where({ user_id: userId })
      .distinct<{ session_started_at: Date }[]>('session_started_at');
    expect(Date.now() - started!.session_started_at.getTime()).toBeGreaterThanOrEqual(100 * 60 * 1000);

    // Two hours after the sign-in the session is over, though its newest token has not expired yet.
    await startedAgo(userId, 2 * HOUR + 1);
    expect(await failureOf(identity.client.refresh({ refreshToken: capped.refreshToken }))).toEqual({
      code: status.UNAUTHENTICATED,
      message: 'Your session has expired',
    });
  });

  it('a new sign-in starts a new session with the idle lifetime', async () => {
    const email = uniqueEmail('fresh');
    const account = await verifiedAccount(identity, collector, email);
    const pair = (await identity.client.refresh({ refreshToken: account.refreshToken })).tokens!;
    expect(pair.refreshExpiresAt).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + HOUR - 5);
  });
});
