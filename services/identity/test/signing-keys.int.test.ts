jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import { createRemoteVerifier, type Knex } from '@homeward/kit';
import { uniqueId } from '@homeward/testing';
import { decodeProtectedHeader, type JWK } from 'jose';
import { KeyEncryption } from '../src/domain/key-encryption';
import { hashPassword } from '../src/domain/password-hash';
import { JWKS_PATH } from '../src/service';
import {
  CLIENT_IP,
  failureOf,
  startIdentityHarness,
  TEST_SIGNING_SECRET,
  type IdentityHarness,
  type TestIdentity,
} from './support/identity';

const PASSWORD = 'Rotate-Me1!';

let harness: IdentityHarness;
let db: Knex;

/** A verified account, made directly: this file is about keys, not sign-up. */
async function verifiedAccount(): Promise<{ id: string; email: string }> {
  const account = { id: crypto.randomUUID(), email: `${uniqueId('keys')}@example.com` };
  await db('users').insert({ ...account, full_name: 'Key Tester', email_verified_at: db.fn.now() });
  await db('credentials').insert({ user_id: account.id, password_hash: await hashPassword(PASSWORD) });
  return account;
}

async function signIn(identity: TestIdentity, email: string): Promise<string> {
  return (await identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP })).tokens!
    .accessToken;
}

async function publishedKids(identity: TestIdentity): Promise<string[]> {
  const jwks = (await (await fetch(identity.opsUrl(JWKS_PATH))).json()) as { keys: JWK[] };
  return jwks.keys.map((key) => key.kid!).sort();
}

const ageCurrentKey = (days: number) =>
  db('signing_keys')
    .whereNull('retired_at')
    .update({ created_at: db.raw(`now() - ? * interval '1 day'`, [days]) });

beforeAll(async () => {
  harness = await startIdentityHarness('identity_keys');
  db = harness.db;
});

afterAll(async () => {
  await harness?.stop();
});

describe('signing keys', () => {
  let first: TestIdentity;
  let account: { id: string; email: string };
  let firstKid: string;
  let oldToken: string;

  it('creates one key on first start and keeps its private half encrypted at rest', async () => {
    first = await harness.start();
    account = await verifiedAccount();
    const keys = await db('signing_keys');
    expect(keys).toHaveLength(1);
    const [key] = keys;
    firstKid = key.kid;
    expect(key).toMatchObject({ algorithm: 'ES256', retired_at: null });
    expect(Object.keys(key.public_jwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(key.private_jwk_encrypted).toMatch(/^v1\./);
    expect(key.private_jwk_encrypted).not.toContain('"d"');
    const privateJwk = JSON.parse(
      new KeyEncryption(TEST_SIGNING_SECRET).decrypt(key.private_jwk_encrypted, key.kid),
    );
    expect(privateJwk).toMatchObject({ kty: 'EC', crv: 'P-256', x: key.public_jwk.x, d: expect.any(String) });

    oldToken = await signIn(first, account.email);
    expect(decodeProtectedHeader(oldToken).kid).toBe(firstKid);
    expect(await publishedKids(first)).toEqual([firstKid]);
  });

  it('a second replica on the same database reuses the key instead of making its own', async () => {
    const second = await harness.start();
    expect(await db('signing_keys').count('* as n')).toEqual([{ n: '1' }]);
    expect(decodeProtectedHeader(await signIn(second, account.email)).kid).toBe(firstKid);
  });

  it('rotates an overdue key; tokens signed before still verify, everywhere', async () => {
    await ageCurrentKey(31);
    const rotated = await harness.start();
    const keys = await db('signing_keys').orderBy('created_at');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatchObject({ kid: firstKid, retired_at: expect.any(Date) });
    expect(keys[1]).toMatchObject({ retired_at: null });
    const newKid = keys[1].kid as string;

    const newToken = await signIn(rotated, account.email);
    expect(decodeProtectedHeader(newToken).kid).toBe(newKid);
    expect(await publishedKids(rotated)).toEqual([firstKid, newKid].sort());

    const verifier = createRemoteVerifier(rotated.opsUrl(JWKS_PATH), harness.trust);
    await expect(verifier.verify(oldToken)).resolves.toMatchObject({ userId: account.id });
    await expect(verifier.verify(newToken)).resolves.toMatchObject({ userId: account.id });
    // The first replica never saw the new key: it loads it from the database on meeting its kid.
    await expect(first.client.getMe({}, { accessToken: newToken })).resolves.toMatchObject({
      user: { id: account.id },
    });
    await expect(rotated.client.getMe({}, { accessToken: oldToken })).resolves.toMatchObject({
      user: { id: account.id },
    });
    // The first replica's JWKS is read from the database too, so it already lists the new key.
    expect(await publishedKids(first)).toEqual([firstKid, newKid].sort());
  });

  it('drops a retired key once its grace period is over, and its tokens stop verifying', async () => {
    // Retired longer ago than an access token lives: nothing it signed can still be valid.
    await db('signing_keys')
      .where({ kid: firstKid })
      .update({ retired_at: db.raw(`now() - interval '1 hour'`) });
    const fresh = await harness.start();
    expect(await publishedKids(fresh)).not.toContain(firstKid);
    expect(await failureOf(fresh.client.getMe({}, { accessToken: oldToken }))).toEqual({
      code: status.UNAUTHENTICATED,
      message: 'A valid access token is required',
    });
    await ageCurrentKey(31);
    const afterNextRotation = await harness.start();
    expect(await db('signing_keys').where({ kid: firstKid })).toEqual([]);
    expect(await publishedKids(afterNextRotation)).toHaveLength(2);
  });

  it('refuses to start with a secret that cannot open the current key', async () => {
    await expect(
      harness.start({ SIGNING_KEY_SECRET: 'another-secret-of-at-least-32-characters!' }),
    ).rejects.toThrow(/cannot be decrypted: is SIGNING_KEY_SECRET the one it was created with\?/);
  });
});
