// /api/me, PATCH /api/me (settings with a confirmed e-mail change), PUT /api/me/checklist, setup-password.
import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { CSRF, PASSWORD, signedIn, startBff, type TestBff } from './support/bff';
import { EMAIL_IN_USE, fail, HAS_PASSWORD, INVALID_LINK, THROTTLED } from './support/downstream';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => bff.downstream.identity.faults.clear());

const PROFILE = { first_name: 'Ann', last_name: 'Lee Smith', phone: '(512) 555-0100' };

const STATE_CHANGING = [
  ['patch', '/api/me'],
  ['put', '/api/me/checklist'],
  ['post', '/api/me/guided-tour'],
  ['post', '/api/auth/setup-password'],
] as const;

describe('session and CSRF on every state-changing account route', () => {
  it.each(STATE_CHANGING)('%s %s without X-Requested-With is 403', async (method, path) => {
    const { cookie } = await signedIn(bff);
    const agent = request(bff.app);
    await agent[method](path)
      .set('Cookie', cookie)
      .send({})
      .expect(403, { error: 'csrf', message: 'Missing X-Requested-With header' });
  });

  it.each(STATE_CHANGING)('%s %s without a session is 401', async (method, path) => {
    await request(bff.app)[method](path).set(CSRF).send({}).expect(401, {
      error: 'unauthenticated',
      message: 'Please sign in.',
    });
  });
});

describe('GET /api/me', () => {
  it('carries pending_email, has_password and the checklist', async () => {
    const { cookie, user } = await signedIn(bff);
    user.purchaseChecklist = { groups: { budget: { steps: { credit_score: true } } } };
    const response = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
    expect(response.body.user).toMatchObject({
      id: user.id,
      pending_email: '',
      has_password: true,
      purchase_checklist: { budget: { credit_score: true } },
    });
  });
});

describe('PATCH /api/me', () => {
  it('changes name and phone at once; the same e-mail sends no confirmation', async () => {
    const { cookie, email } = await signedIn(bff);
    const response = await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ ...PROFILE, email: email.toUpperCase() })
      .expect(200);
    expect(response.body).toMatchObject({
      email_confirmation_sent: false,
      user: { full_name: 'Ann Lee Smith', phone: '(512) 555-0100', email, pending_email: '' },
    });
  });

  it('keeps a new e-mail pending until the link sent to it is opened', async () => {
    const { cookie, email } = await signedIn(bff);
    const newEmail = `moved-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .type('form')
      .send({ ...PROFILE, email: newEmail })
      .expect(200);
    expect(response.body).toMatchObject({
      email_confirmation_sent: true,
      user: { email, pending_email: newEmail },
    });

    const link = bff.downstream.identity.lastMail('email_change', newEmail)!;
    // Opening the link (what a mail scanner does) changes nothing: it leads to the page with the button.
    await request(bff.app)
      .get(`/api/auth/confirm-email?token=${link.token}`)
      .expect(302)
      .expect(
        'Location',
        `http://localhost:8080/auth/confirm-email#token=${encodeURIComponent(link.token!)}`,
      );
    const before = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
    expect(before.body.user).toMatchObject({ email, pending_email: newEmail });

    await request(bff.app)
      .post('/api/auth/confirm-email')
      .set(CSRF)
      .send({ token: link.token })
      .expect(200, { ok: true });
    const me = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
    expect(me.body.user).toMatchObject({ email: newEmail, pending_email: '' });

    // The link works once.
    await request(bff.app)
      .post('/api/auth/confirm-email')
      .set(CSRF)
      .send({ token: link.token })
      .expect(400, { error: 'invalid_request', message: INVALID_LINK, fields: { token: INVALID_LINK } });
  });

  it.each([
    ['a missing token', ''],
    ['a malformed token', '?token=x'],
  ])('opening confirm-email redirects to email=invalid for %s', async (_case, query) => {
    await request(bff.app)
      .get(`/api/auth/confirm-email${query}`)
      .expect(302)
      .expect('Location', 'http://localhost:8080/settings?email=invalid');
  });

  it('confirm-email needs the CSRF header and refuses an unknown token', async () => {
    const token = 'lt_00000000-0000-4000-8000-000000000000';
    await request(bff.app).post('/api/auth/confirm-email').send({ token }).expect(403);
    await request(bff.app)
      .post('/api/auth/confirm-email')
      .set(CSRF)
      .send({ token })
      .expect(400, { error: 'invalid_request', message: INVALID_LINK, fields: { token: INVALID_LINK } });
  });

  it('confirm-email refuses an expired link', async () => {
    const { cookie } = await signedIn(bff);
    const newEmail = `late-${Math.random().toString(36).slice(2)}@example.com`;
    await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ ...PROFILE, email: newEmail })
      .expect(200);
    bff.downstream.identity.expireLinks();
    const link = bff.downstream.identity.lastMail('email_change', newEmail)!;
    await request(bff.app)
      .post('/api/auth/confirm-email')
      .set(CSRF)
      .send({ token: link.token })
      .expect(400, { error: 'invalid_request', message: INVALID_LINK, fields: { token: INVALID_LINK } });
  });

  it.each([
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: undefined }, 'phone', 'Phone number is required'],
    [{ phone: '512-555-0100' }, 'phone', 'Enter a valid phone number'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email'],
    [{ first_name: 'x'.repeat(101) }, 'first_name', 'First name must contain at most 100 characters'],
  ])('refuses %j with its message', async (change, field, message) => {
    const { cookie, email } = await signedIn(bff);
    const calls = bff.downstream.identity.requestIds.length;
    const response = await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ ...PROFILE, email, ...change })
      .expect(400);
    expect(response.body).toEqual({ error: 'invalid_request', message, fields: { [field]: message } });
    expect(bff.downstream.identity.requestIds.length).toBe(calls);
  });

  it('accepts empty names and stores ten digits in the mask', async () => {
    const { cookie, email } = await signedIn(bff);
    const response = await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ email, phone: '5125550199' })
      .expect(200);
    expect(response.body.user).toMatchObject({ full_name: '', phone: '(512) 555-0199' });
  });

  it("answers an address of another account with identity's field message", async () => {
    const taken = await signedIn(bff);
    const { cookie } = await signedIn(bff);
    const response = await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ ...PROFILE, email: taken.email })
      .expect(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      message: EMAIL_IN_USE,
      fields: { email: EMAIL_IN_USE },
    });
  });

  it('refuses malformed and oversized bodies', async () => {
    const { cookie } = await signedIn(bff);
    await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"phone": ')
      .expect(400, { error: 'invalid_request', message: 'Malformed JSON body' });
    await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ ...PROFILE, notes: 'x'.repeat(110_000) })
      .expect(413);
    await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .set('Content-Type', 'text/plain')
      .send('phone=1')
      .expect(415);
  });
});

describe('PUT /api/me/checklist', () => {
  it('replaces the ticks, which survive a reload', async () => {
    const { cookie } = await signedIn(bff);
    const purchase_checklist = {
      budget: { credit_score: true, down_payment: false },
      inspection: { book: true },
    };
    await request(bff.app)
      .put('/api/me/checklist')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ purchase_checklist })
      .expect(200, { purchase_checklist });
    const me = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
    expect(me.body.user.purchase_checklist).toEqual(purchase_checklist);
  });

  it.each([
    [{}, 'The checklist must be an object of step groups'],
    [
      { purchase_checklist: { Budget: {} } },
      'Checklist keys must be 1-64 lowercase letters, digits or underscores',
    ],
    [{ purchase_checklist: { budget: { step: 1 } } }, 'A checklist step must be true or false'],
  ])('refuses %j', async (body, message) => {
    const { cookie } = await signedIn(bff);
    const response = await request(bff.app)
      .put('/api/me/checklist')
      .set(CSRF)
      .set('Cookie', cookie)
      .send(body)
      .expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses more than 30 groups and a form body', async () => {
    const { cookie } = await signedIn(bff);
    const groups = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`g${i}`, { s: true }]));
    const response = await request(bff.app)
      .put('/api/me/checklist')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ purchase_checklist: groups })
      .expect(400);
    expect(response.body.message).toBe('The checklist can have at most 30 groups');
    await request(bff.app)
      .put('/api/me/checklist')
      .set(CSRF)
      .set('Cookie', cookie)
      .type('form')
      .send({ purchase_checklist: 'x' })
      .expect(415);
  });
});

describe('POST /api/auth/setup-password', () => {
  it('sets the first password of an account made through Google, then refuses a second', async () => {
    const email = `google-${Math.random().toString(36).slice(2)}@example.com`;
    const identity = bff.downstream.identity;
    identity.googleEnabled = true;
    identity.googleCodes.set('code-setup', { email, name: 'Gail Google' });
    try {
      const start = await request(bff.app).get('/api/auth/google').expect(302);
      const state = new URL(start.headers.location!).searchParams.get('state')!;
      const stateCookie = (start.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
      const callback = await request(bff.app)
        .get(`/api/auth/callback?code=code-setup&state=${state}`)
        .set('Cookie', stateCookie)
        .expect(302);
      const cookie = (callback.headers['set-cookie'] as unknown as string[])
        .find((value) => value.startsWith('hw_session='))!
        .split(';')[0]!;
      const me = await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200);
      expect(me.body.user.has_password).toBe(false);

      await request(bff.app)
        .post('/api/auth/setup-password')
        .set(CSRF)
        .set('Cookie', cookie)
        .send({ password: 'abc' })
        .expect(400, {
          error: 'invalid_request',
          message: 'Password must contain at least 6 characters',
          fields: { password: 'Password must contain at least 6 characters' },
        });
      await request(bff.app)
        .post('/api/auth/setup-password')
        .set(CSRF)
        .set('Cookie', cookie)
        .send({ password: 'Password1!' })
        .expect(400, {
          error: 'invalid_request',
          message: 'This password is too common',
          fields: { password: 'This password is too common' },
        });
      await request(bff.app)
        .post('/api/auth/setup-password')
        .set(CSRF)
        .set('Cookie', cookie)
        .send({ password: PASSWORD })
        .expect(200, { ok: true });
      expect((await request(bff.app).get('/api/me').set('Cookie', cookie)).body.user.has_password).toBe(true);
      await request(bff.app)
        .post('/api/auth/setup-password')
        .set(CSRF)
        .set('Cookie', cookie)
        .send({ password: PASSWORD })
        .expect(409, { error: 'conflict', message: HAS_PASSWORD });
    } finally {
      identity.googleEnabled = false;
    }
  });
});

describe('downstream failures', () => {
  it('maps RESOURCE_EXHAUSTED on a state-changing route to 429', async () => {
    const { cookie, email } = await signedIn(bff);
    bff.downstream.identity.faults.set('updateProfile', fail(status.RESOURCE_EXHAUSTED, THROTTLED));
    await request(bff.app)
      .patch('/api/me')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ ...PROFILE, email })
      .expect(429, { error: 'rate_limited', message: THROTTLED });
  });
});
