// Sign-in tells identity the browser's address (per-address throttle); X-Forwarded-For counts only under TRUST_PROXY.
import request from 'supertest';
import { CSRF, PASSWORD, startBff, type TestBff } from './support/bff';
import { startDownstream, THROTTLED, WRONG_PASSWORD, type Downstream } from './support/downstream';

let downstream: Downstream;
beforeAll(async () => {
  downstream = await startDownstream();
});
afterAll(() => downstream.stop());
afterEach(() => downstream.identity.resetThrottle());

async function withBff(options: Parameters<typeof startBff>[0], run: (bff: TestBff) => Promise<void>) {
  const bff = await startBff(options, downstream);
  try {
    await run(bff);
  } finally {
    await bff.close();
  }
}

async function signInFrom(bff: TestBff, forwardedFor?: string) {
  const email = `ip-${Math.random().toString(36).slice(2)}@example.com`;
  downstream.identity.addAccount(email, PASSWORD);
  let call = request(bff.app).post('/api/auth/sign-in').set(CSRF);
  if (forwardedFor) call = call.set('X-Forwarded-For', forwardedFor);
  await call.send({ email, password: PASSWORD }).expect(200);
  return downstream.identity.signInAddresses.at(-1);
}

describe('client address on sign-in', () => {
  it('is the socket peer, ignoring X-Forwarded-For, by default', async () => {
    await withBff({}, async (bff) => {
      expect(await signInFrom(bff)).toBe('127.0.0.1');
      expect(await signInFrom(bff, '203.0.113.7')).toBe('127.0.0.1');
    });
  });

  it.each([
    ['true', true],
    ['a hop count', 1],
    ['the proxy address', ['loopback']],
  ] as const)('honours X-Forwarded-For when TRUST_PROXY is %s', async (_case, trustProxy) => {
    await withBff({ trustProxy: trustProxy as never }, async (bff) => {
      expect(await signInFrom(bff, '203.0.113.7')).toBe('203.0.113.7');
      expect(await signInFrom(bff)).toBe('127.0.0.1');
    });
  });

  it('does not trust a forwarded address from a proxy not on the list', async () => {
    await withBff({ trustProxy: ['10.0.0.0/8'] }, async (bff) => {
      expect(await signInFrom(bff, '203.0.113.7')).toBe('127.0.0.1');
    });
  });
});

describe('sign-in throttle', () => {
  it('answers 429 with the agreed message once the account has too many failures', async () => {
    await withBff({}, async (bff) => {
      const email = `throttled-${Math.random().toString(36).slice(2)}@example.com`;
      downstream.identity.addAccount(email, PASSWORD);
      for (let i = 0; i < downstream.identity.throttle.perAccount; i += 1) {
        await request(bff.app)
          .post('/api/auth/sign-in')
          .set(CSRF)
          .send({ email, password: 'Wrong1!x' })
          .expect(401, { error: 'unauthenticated', message: WRONG_PASSWORD });
      }
      const response = await request(bff.app)
        .post('/api/auth/sign-in')
        .set(CSRF)
        .send({ email, password: PASSWORD })
        .expect(429, { error: 'rate_limited', message: THROTTLED });
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  it('throttles per address: a forwarded client is counted apart from others behind the same proxy', async () => {
    await withBff({ trustProxy: 1 }, async (bff) => {
      const attempt = (from: string) =>
        request(bff.app)
          .post('/api/auth/sign-in')
          .set(CSRF)
          .set('X-Forwarded-For', from)
          .send({ email: `nobody-${Math.random().toString(36).slice(2)}@example.com`, password: PASSWORD });
      for (let i = 0; i < downstream.identity.throttle.perAddress; i += 1)
        await attempt('198.51.100.9').expect(401);
      await attempt('198.51.100.9').expect(429, { error: 'rate_limited', message: THROTTLED });
      await attempt('198.51.100.10').expect(401);
    });
  });
});
