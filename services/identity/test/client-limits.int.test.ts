jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import { isServiceError, useClientAddressKey, type Knex } from '@homeward/kit';
import { PASSWORD, uniqueEmail } from './support/accounts';
import {
  startIdentityHarness,
  TEST_CLIENT_ADDRESS_KEY,
  type IdentityHarness,
  type TestIdentity,
} from './support/identity';

let harness: IdentityHarness;
let db: Knex;
// Two replicas on one database: the per-client counts are shared, whichever replica a request reaches.
let first: TestIdentity;
let second: TestIdentity;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_client_limits');
  db = harness.db;
  const limits = {
    CLIENT_SIGN_UPS_PER_HOUR: '2',
    CLIENT_SIGN_INS_PER_HOUR: '3',
    CLIENT_PASSWORD_RESETS_PER_HOUR: '2',
    CLIENT_VERIFICATION_RESENDS_PER_HOUR: '2',
  };
  first = await harness.start(limits);
  second = await harness.start(limits);
});

afterAll(async () => {
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

const LIMITED = {
  code: status.RESOURCE_EXHAUSTED,
  message: 'Too many requests from your network. Please wait a few minutes and try again.',
};

const replica = (n: number) => (n % 2 === 0 ? first : second);

describe('per-client limits on the public account forms', () => {
  it.each([
    [
      'sign-up',
      2,
      (n: number, clientAddress: string) =>
        replica(n).client.signUp(
          { email: uniqueEmail(`limit${n}`), password: PASSWORD, name: 'Limited', termsAccepted: true },
          { clientAddress },
        ),
    ],
    [
      'password reset',
      2,
      (n: number, clientAddress: string) =>
        replica(n).client.requestPasswordReset({ email: uniqueEmail(`reset${n}`) }, { clientAddress }),
    ],
    [
      'verification resend',
      2,
      (n: number, clientAddress: string) =>
        replica(n).client.resendVerification({ email: uniqueEmail(`resend${n}`) }, { clientAddress }),
    ],
  ])('limits %s to %i per hour per client address', async (_name, limit, call) => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let n = 0; n < limit; n += 1) await expect(call(n, address)).resolves.toBeDefined();
    const refused = await refusal(call(limit, address));
    expect(refused).toMatchObject(LIMITED);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(3600);
    // Another client is not held back.
    await expect(call(limit + 1, '203.0.113.9')).resolves.toBeDefined();
  });

  it('limits sign-in attempts per client address (right or wrong), in parallel too', async () => {
    const address = '2001:db8:99:1::1';
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        replica(n)
          .client.signIn(
            { email: uniqueEmail(`in${n}`), password: PASSWORD, clientIp: address },
            { clientAddress: address },
          )
          .then(
            () => status.OK,
            (error: unknown) => (isServiceError(error) ? error.code : -1),
          ),
      ),
    );
    expect(answers.filter((code) => code === status.UNAUTHENTICATED)).toHaveLength(3);
    expect(answers.filter((code) => code === status.RESOURCE_EXHAUSTED)).toHaveLength(3);
    const refused = await refusal(
      first.client.signIn(
        { email: uniqueEmail('late'), password: PASSWORD, clientIp: '2001:db8:99:1::ffff' },
        { clientAddress: '2001:db8:99:1::ffff' },
      ),
    );
    expect(refused).toMatchObject(LIMITED);
  });

  it("takes an address only when the BFF signed it: a forged one spends nobody's allowance", async () => {
    const address = '198.51.100.250';
    const reset = (label: string) =>
      first.client.requestPasswordReset({ email: uniqueEmail(label) }, { clientAddress: address });
    // A caller that can reach identity but lacks the BFF's key (CLIENT_ADDRESS_KEY) names the victim's address.
    useClientAddressKey('not-the-bff-key-but-long-enough-0123456789');
    try {
      for (let n = 0; n < 4; n += 1) await expect(reset(`forged${n}`)).resolves.toBeDefined();
    } finally {
      useClientAddressKey(TEST_CLIENT_ADDRESS_KEY);
    }
    // The real client at that address still has its whole allowance, and no more.
    for (let n = 0; n < 2; n += 1) await expect(reset(`real${n}`)).resolves.toBeDefined();
    expect(await refusal(reset('real-over'))).toMatchObject(LIMITED);
  });

  it('stores only hashes of the addresses', async () => {
    const rows = await db('client_request_counts').select('*');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/198\.51\.100|2001:db8/);
  });
});
