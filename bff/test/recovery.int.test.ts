// Resend verification, forgot password and the new password from the e-mailed link, followed like a user would.
import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { CSRF, PASSWORD, signedIn, startBff, type TestBff } from './support/bff';
import { fail, INVALID_LINK } from './support/downstream';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => bff.downstream.identity.faults.clear());

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2)}@example.com`;

describe.each(['/api/auth/resend-verification', '/api/auth/reset-password'])('POST %s', (path) => {
  it('answers exactly the same for an unknown, a verified and an unverified address', async () => {
    const identity = bff.downstream.identity;
    const verified = unique('verified');
    const unverified = unique('unverified');
    identity.addAccount(verified, PASSWORD);
    identity.addAccount(unverified, PASSWORD, 'Una', { verified: false });
    const answers = [];
    for (const email of [unique('nobody'), verified, unverified]) {
      const response = await request(bff.app).post(path).set(CSRF).send({ email }).expect(200);
      answers.push({ status: response.status, body: response.body, cookie: response.headers['set-cookie'] });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 200, body: { ok: true }, cookie: undefined });
  });

  it('checks the address before asking identity', async () => {
    const calls = bff.downstream.identity.requestIds.length;
    await request(bff.app)
      .post(path)
      .set(CSRF)
      .type('form')
      .send({ email: 'nope' })
      .expect(400, {
        error: 'invalid_request',
        message: 'Invalid email',
        fields: { email: 'Invalid email' },
      });
    expect(bff.downstream.identity.requestIds.length).toBe(calls);
  });

  it('needs the CSRF header and refuses malformed bodies', async () => {
    await request(bff.app).post(path).send({ email: 'a@b.co' }).expect(403);
    await request(bff.app)
      .post(path)
      .set(CSRF)
      .set('Content-Type', 'application/json')
      .send('{"email"')
      .expect(400, { error: 'invalid_request', message: 'Malformed JSON body' });
    await request(bff.app)
      .post(path)
      .set(CSRF)
      .send({ email: 'a@b.co', pad: 'x'.repeat(110_000) })
      .expect(413);
  });

  it('maps throttling to 429 with the service message', async () => {
    const method = path.endsWith('resend-verification') ? 'resendVerification' : 'requestPasswordReset';
    bff.downstream.identity.faults.set(
      method,
      fail(status.RESOURCE_EXHAUSTED, 'Too many requests. Please wait.'),
    );
    await request(bff.app)
      .post(path)
      .set(CSRF)
      .send({ email: 'a@b.co' })
      .expect(429, { error: 'rate_limited', message: 'Too many requests. Please wait.' });
  });
});

describe('resend verification', () => {
  it('sends a fresh link to an unverified account, which verifies it through POST /api/auth/verify', async () => {
    const email = unique('resend');
    bff.downstream.identity.addAccount(email, PASSWORD, 'Una', { verified: false });
    await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .send({ email, password: PASSWORD })
      .expect(409, { error: 'conflict', message: 'Please verify your email address before signing in.' });
    await request(bff.app).post('/api/auth/resend-verification').set(CSRF).send({ email }).expect(200);
    const link = bff.downstream.identity.lastMail('verification', email)!;
    await request(bff.app)
      .post('/api/auth/verify')
      .set(CSRF)
      .send({ token: link.token })
      .expect(200, { ok: true });
    await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .send({ email, password: PASSWORD })
      .expect(200);
  });
});

describe('forgot password -> update password', () => {
  it('sets the new password from the link, signs out everywhere, and the link works once', async () => {
    const { cookie, email, user } = await signedIn(bff);
    await request(bff.app).post('/api/auth/reset-password').set(CSRF).send({ email }).expect(200);
    const link = bff.downstream.identity.lastMail('password_reset', email)!;
    const newPassword = 'Newpass9$';
    await request(bff.app)
      .post('/api/auth/update-password')
      .set(CSRF)
      .send({ token: link.token, password: newPassword })
      .expect(200, { ok: true });

    const sessions = [...bff.downstream.identity.refreshTokens.values()].filter((t) => t.userId === user.id);
    expect(sessions.every((t) => t.state === 'revoked')).toBe(true);
    expect(bff.downstream.identity.lastMail('password_changed', email)).toBeDefined();
    await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .send({ email, password: PASSWORD })
      .expect(401);
    await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .send({ email, password: newPassword })
      .expect(200);
    expect(cookie).toBeDefined();

    await request(bff.app)
      .post('/api/auth/update-password')
      .set(CSRF)
      .send({ token: link.token, password: 'Another1#' })
      .expect(400, { error: 'invalid_request', message: INVALID_LINK, fields: { token: INVALID_LINK } });
  });

  it('refuses an expired link with the agreed message', async () => {
    const { email } = await signedIn(bff);
    await request(bff.app).post('/api/auth/reset-password').set(CSRF).send({ email }).expect(200);
    bff.downstream.identity.expireLinks();
    const link = bff.downstream.identity.lastMail('password_reset', email)!;
    await request(bff.app)
      .post('/api/auth/update-password')
      .set(CSRF)
      .send({ token: link.token, password: 'Newpass9$' })
      .expect(400, { error: 'invalid_request', message: INVALID_LINK, fields: { token: INVALID_LINK } });
  });

  it.each([
    ['Ab1!', 'Password must contain at least 6 characters'],
    ['abcde1!', 'Password must contain at least one uppercase character'],
    ['ABCDE1!', 'Password must contain at least one lowercase character'],
    ['Abcdef!', 'Password must contain at least one number'],
    ['Abcdef1', 'Password must contain at least one special character'],
    ['Abc de1!', 'Password must not contain spaces'],
    [undefined, 'Please enter the password'],
  ])('password %p -> %p, without asking identity', async (password, message) => {
    const calls = bff.downstream.identity.requestIds.length;
    await request(bff.app)
      .post('/api/auth/update-password')
      .set(CSRF)
      .send({ token: 'lt_0123456789abcdef', password })
      .expect(400, { error: 'invalid_request', message, fields: { password: message } });
    expect(bff.downstream.identity.requestIds.length).toBe(calls);
  });

  it('answers a missing or malformed token as an invalid link', async () => {
    await request(bff.app)
      .post('/api/auth/update-password')
      .set(CSRF)
      .send({ password: PASSWORD })
      .expect(400, { error: 'invalid_request', message: INVALID_LINK, fields: { token: INVALID_LINK } });
  });

  it("puts identity's new_password violation beside the password field", async () => {
    const { email } = await signedIn(bff);
    await request(bff.app).post('/api/auth/reset-password').set(CSRF).send({ email }).expect(200);
    const link = bff.downstream.identity.lastMail('password_reset', email)!;
    await request(bff.app)
      .post('/api/auth/update-password')
      .set(CSRF)
      .type('form')
      .send({ token: link.token, password: 'Password1!' })
      .expect(400, {
        error: 'invalid_request',
        message: 'This password is too common',
        fields: { password: 'This password is too common' },
      });
  });
});
