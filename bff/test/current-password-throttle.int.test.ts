jest.setTimeout(120_000);

// PATCH /api/me's current-password check is throttled by identity (issue 25 item 6): through the real BFF and the
// real identity, the request past the limit is 429 with Retry-After and identity's wait in words, even with the
// right password, and the e-mail stays unchanged.
import request from 'supertest';
import { CSRF, sessionCookieOf, startBff, type TestBff } from './support/bff';
import { startRealSessionServices, type RealSessionServices } from './support/real-sessions';

const PASSWORD = 'Long-Test-Password-1!';
/** identity's CURRENT_PASSWORD_CHECKS_PER_ACCOUNT default. */
const CHECKS_ALLOWED = 5;

let services: RealSessionServices;
let bff: TestBff;

beforeAll(async () => {
  services = await startRealSessionServices('bff_password_throttle');
  // scrypt on a shared CI machine: a generous deadline, so only an outage is a 503
  bff = await startBff({ addresses: services.addresses, deadlineMs: 10_000 });
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await services?.stop();
});

async function signedInAccount(): Promise<{ email: string; cookie: string }> {
  const email = `throttle.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  await request(bff.app)
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({ email, password: PASSWORD, name: 'Ann Lee', terms: true })
    .expect(200);
  await services.verifyEmail(email);
  const signedIn = await request(bff.app)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password: PASSWORD })
    .expect(200);
  return { email, cookie: sessionCookieOf(signedIn)! };
}

describe('PATCH /api/me when the current-password check is throttled', () => {
  it('is 429 with Retry-After and the wait in words, even for the right password; nothing changes', async () => {
    const { email, cookie } = await signedInAccount();
    const newEmail = `moved.${Date.now()}@example.com`;
    const change = (currentPassword: string) =>
      request(bff.app).patch('/api/me').set(CSRF).set('Cookie', cookie).send({
        first_name: 'Ann',
        last_name: 'Lee',
        email: newEmail,
        phone: '(512) 555-0100',
        current_password: currentPassword,
      });

    for (let attempt = 0; attempt < CHECKS_ALLOWED; attempt += 1) {
      const wrong = await change('Wrong-Password-9!').expect(400);
      expect(wrong.body.fields).toEqual({ current_password: 'The current password is incorrect.' });
    }
    const throttled = await change(PASSWORD).expect(429);
    expect(throttled.body).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many password attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);

    const me = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
    expect(me.body.user).toMatchObject({ email, pending_email: '' });
  });
});
