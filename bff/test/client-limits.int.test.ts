// Per-client limits on the public account forms, end to end: the BFF passes the browser's address (under
// TRUST_PROXY, the X-Forwarded-For hop its proxy vouches for) and the real identity counts it in PostgreSQL.
import request from 'supertest';
import { CSRF, PASSWORD, startBff, type TestBff, REAL_SERVICES_DEADLINE_MS } from './support/bff';
import { startRealIdentity, type RealIdentity } from './support/real-identity';

let identity: RealIdentity;
let bff: TestBff;

beforeAll(async () => {
  identity = await startRealIdentity('bff_client_limits', {
    CLIENT_SIGN_UPS_PER_HOUR: '2',
    CLIENT_SIGN_INS_PER_HOUR: '2',
    CLIENT_PASSWORD_RESETS_PER_HOUR: '2',
    CLIENT_VERIFICATION_RESENDS_PER_HOUR: '2',
  });
  bff = await startBff({
    addresses: { identity: identity.address },
    trustProxy: 1,
    deadlineMs: REAL_SERVICES_DEADLINE_MS,
  });
}, 60_000);

afterAll(async () => {
  await bff?.close();
  await identity?.stop();
});

const LIMITED = {
  error: 'rate_limited',
  message: 'Too many requests from your network. Please wait a few minutes and try again.',
};

const email = () => `limit.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

const FORMS = {
  'sign-up': () => ({ email: email(), password: PASSWORD, name: 'Limited', terms: true }),
  'sign-in': () => ({ email: email(), password: PASSWORD }),
  'reset-password': () => ({ email: email() }),
  'resend-verification': () => ({ email: email() }),
} as const;

describe('per-client limits through the BFF', () => {
  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])(
    '/api/auth/%s: 429 with Retry-After past 2 per hour from one client, others unaffected',
    async (form) => {
      const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const post = (from: string) =>
        request(bff.app).post(`/api/auth/${form}`).set(CSRF).set('X-Forwarded-For', from).send(FORMS[form]());
      for (let n = 0; n < 2; n += 1) expect((await post(client)).status).not.toBe(429);
      const refused = await post(client);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect((await post('203.0.113.77')).status).not.toBe(429);
    },
  );
});
