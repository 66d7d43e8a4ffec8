import { status } from '@grpc/grpc-js';
import request from 'supertest';
import {
  CSRF,
  PASSWORD,
  sessionCookieOf,
  setCookieHeader,
  signedIn,
  startBff,
  type TestBff,
} from './support/bff';
import { fail, hang, VALID_VERIFY_TOKEN, WRONG_PASSWORD } from './support/downstream';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => {
  bff.downstream.identity.faults.clear();
});

describe('POST /api/auth/sign-up', () => {
  it('accepts the multipart form of the spec and hands it to identity', async () => {
    const response = await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .field('email', ' New.Buyer@Example.com')
      .field('password', PASSWORD)
      .field('name', 'New Buyer')
      .field('terms', 'true')
      .expect(200);
    expect(response.body).toEqual({ ok: true });
    expect(bff.downstream.identity.signUps.at(-1)).toEqual({
      email: 'new.buyer@example.com',
      password: PASSWORD,
      name: 'New Buyer',
      termsAccepted: true,
    });
  });

  it('accepts urlencoded and JSON bodies too', async () => {
    await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .type('form')
      .send({ email: 'form@example.com', password: PASSWORD, terms: 'on' })
      .expect(200, { ok: true });
    await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .send({ email: 'json@example.com', password: PASSWORD, terms: true })
      .expect(200, { ok: true });
  });

  it('answers every broken rule with its message, per field', async () => {
    const response = await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .field('email', 'not-an-email')
      .field('password', 'abc def')
      .expect(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      message: 'Invalid email',
      fields: {
        email: 'Invalid email',
        password: 'Password must contain at least one uppercase character',
        terms: 'You must accept the terms and conditions',
      },
    });
  });

  it('names the missing fields of an empty body', async () => {
    const response = await request(bff.app).post('/api/auth/sign-up').set(CSRF).expect(400);
    expect(Object.keys(response.body.fields)).toEqual(['email', 'password', 'terms']);
  });

  it("surfaces identity's INVALID_ARGUMENT field violations as fields", async () => {
    const response = await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .field('email', 'common@example.com')
      .field('password', 'Password1!')
      .field('terms', 'on')
      .expect(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      message: 'This password is too common',
      fields: { password: 'This password is too common' },
    });
  });

  it('refuses file parts', async () => {
    const response = await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .field('email', 'file@example.com')
      .attach('avatar', Buffer.from('GIF89a'), 'a.gif')
      .expect(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      message: 'File uploads are not accepted here',
    });
  });

  it('refuses an oversized form field, too many fields and an oversized body', async () => {
    const big = await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .field('email', 'big@example.com')
      .field('name', 'x'.repeat(9_000))
      .expect(413);
    expect(big.body).toEqual({ error: 'payload_too_large', message: 'Form field "name" is too large' });

    let many = request(bff.app).post('/api/auth/sign-up').set(CSRF);
    for (let i = 0; i < 25; i += 1) many = many.field(`f${i}`, 'x');
    expect((await many.expect(413)).body.message).toBe('Too many form fields');

    const json = await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .send({ email: 'a@b.co', name: 'x'.repeat(120_000) })
      .expect(413);
    expect(json.body).toEqual({
      error: 'payload_too_large',
      message: 'Request body is too large (the limit is 100 kB)',
    });
  });

  it('refuses malformed bodies with a clear message', async () => {
    await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.co",')
      .expect(400, { error: 'invalid_request', message: 'Malformed JSON body' });
    await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .send([1, 2])
      .expect(400, { error: 'invalid_request', message: 'Request body must be a JSON object or a form' });
    await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .set('Content-Type', 'multipart/form-data')
      .send('--x\r\n')
      .expect(400, { error: 'invalid_request', message: 'Malformed multipart body' });
    await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .set('Content-Type', 'text/plain')
      .send('email=a@b.co')
      .expect(415, {
        error: 'unsupported_media_type',
        message:
          'Send the request body as multipart/form-data, application/x-www-form-urlencoded, application/json',
      });
  });

  it('maps identity throttling to 429', async () => {
    bff.downstream.identity.faults.set(
      'signUp',
      fail(status.RESOURCE_EXHAUSTED, 'Too many sign-ups. Wait a minute.'),
    );
    await request(bff.app)
      .post('/api/auth/sign-up')
      .set(CSRF)
      .send({ email: 'slow@example.com', password: PASSWORD, terms: true })
      .expect(429, { error: 'rate_limited', message: 'Too many sign-ups. Wait a minute.' });
  });
});

describe('CSRF', () => {
  it.each([
    ['post', '/api/auth/sign-up'],
    ['post', '/api/auth/sign-in'],
    ['post', '/api/auth/sign-out'],
    ['post', '/api/properties'],
    ['post', '/api/properties/00000000-0000-4000-8000-000000000000/activate'],
    ['post', '/api/property/delete-property'],
  ] as const)('%s %s without X-Requested-With is 403', async (method, path) => {
    const { cookie } = await signedIn(bff);
    const agent = request(bff.app);
    await agent[method](path)
      .set('Cookie', cookie)
      .send({})
      .expect(403, { error: 'csrf', message: 'Missing X-Requested-With header' });
  });

  it('rejects a wrong header value', async () => {
    await request(bff.app)
      .post('/api/auth/sign-in')
      .set('X-Requested-With', 'fetch')
      .send({})
      .expect(403, { error: 'csrf', message: 'Missing X-Requested-With header' });
  });
});

describe('POST /api/auth/sign-in', () => {
  it('returns the user and sets an HttpOnly cookie that holds no readable token', async () => {
    const user = bff.downstream.identity.addAccount('reader@example.com', PASSWORD);
    const response = await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .field('email', 'Reader@Example.com')
      .field('password', PASSWORD)
      .expect(200);
    expect(response.body).toEqual({
      user: {
        id: user.id,
        email: 'reader@example.com',
        full_name: 'Ann Lee',
        phone: '',
        email_verified: true,
        app_role: 'buyer',
        pending_email: '',
        has_password: true,
        purchase_checklist: {},
        guided_tour_done: false,
        avatar_url: null,
      },
    });

    const header = setCookieHeader(response)!;
    const attributes = header.split(';').map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(attributes).not.toContain('Secure'); // plain-http localhost only
    const maxAge = Number(attributes.find((part) => part.startsWith('Max-Age='))!.split('=')[1]);
    expect(maxAge).toBeGreaterThan(bff.downstream.identity.refreshTtlSeconds - 5);
    expect(maxAge).toBeLessThanOrEqual(bff.downstream.identity.refreshTtlSeconds);

    const value = decodeURIComponent(sessionCookieOf(response)!.split('=').slice(1).join('='));
    expect(value.startsWith('v1.')).toBe(true);
    const decoded = Buffer.from(value.slice(3), 'base64url').toString('latin1');
    const issued = [...bff.downstream.identity.refreshTokens.keys()].at(-1)!;
    const access = [...bff.downstream.identity.accessTokens.keys()].at(-1)!;
    for (const secret of [issued, access, user.id]) {
      expect(value).not.toContain(secret);
      expect(decoded).not.toContain(secret);
    }
    // Nor any other token's shape: a JWT, a refresh token. (Not the bare prefixes 'eyJ' or 'rt_': three characters
    // turn up by chance in the sealed value's random bytes about once in two hundred runs.)
    for (const shape of [/eyJ[\w-]+\.eyJ/, /rt_[0-9a-f]{8}-[0-9a-f]{4}/]) {
      expect(value).not.toMatch(shape);
      expect(decoded).not.toMatch(shape);
    }
    expect(JSON.stringify(response.body)).not.toMatch(/token/i);
  });

  it('is a Secure __Host- cookie outside localhost, and a plain-named one is not read there', async () => {
    const https = await startBff({ appBaseUrl: 'https://app.homeward.test' }, bff.downstream);
    try {
      bff.downstream.identity.addAccount('secure@example.com', PASSWORD);
      const response = await request(https.app)
        .post('/api/auth/sign-in')
        .set(CSRF)
        .send({ email: 'secure@example.com', password: PASSWORD })
        .expect(200);
      const raw = response.headers['set-cookie'] as unknown as string[];
      const header = raw.find((value) => value.startsWith('__Host-hw_session='))!;
      const attributes = header.split(';').map((part) => part.trim());
      // What the browser demands of the prefix: Secure, Path=/, no Domain.
      expect(attributes).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
      expect(attributes.some((part) => part.toLowerCase().startsWith('domain='))).toBe(false);
      expect(raw.some((value) => value.startsWith('hw_session='))).toBe(false);

      const value = attributes[0]!.slice('__Host-hw_session='.length);
      await request(https.app).get('/api/me').set('Cookie', `__Host-hw_session=${value}`).expect(200);
      // The same value under the plain name, as a sibling subdomain or an http page could plant it: no session.
      await request(https.app).get('/api/me').set('Cookie', `hw_session=${value}`).expect(401);
    } finally {
      await https.close();
    }
  });

  it("answers wrong credentials with identity's message and sets no cookie", async () => {
    bff.downstream.identity.addAccount('wrong@example.com', PASSWORD);
    const response = await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .field('email', 'wrong@example.com')
      .field('password', 'Abcde1!x')
      .expect(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: WRONG_PASSWORD });
    expect(setCookieHeader(response)).toBeUndefined();
  });

  it('checks the form before asking identity', async () => {
    const calls = bff.downstream.identity.requestIds.length;
    await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .field('email', 'a@b.co')
      .expect(400, {
        error: 'invalid_request',
        message: 'Please enter the password',
        fields: { password: 'Please enter the password' },
      });
    await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .field('email', 'a@b.co')
      .field('password', 'short')
      .expect(400, {
        error: 'invalid_request',
        message: WRONG_PASSWORD,
        fields: { password: WRONG_PASSWORD },
      });
    expect(bff.downstream.identity.requestIds.length).toBe(calls);
  });

  it('is 503 when identity is unavailable or too slow', async () => {
    const down = await startBff({ addresses: { identity: '127.0.0.1:1' } }, bff.downstream);
    try {
      await request(down.app)
        .post('/api/auth/sign-in')
        .set(CSRF)
        .send({ email: 'a@b.co', password: PASSWORD })
        .expect(503, { error: 'unavailable', message: 'Service temporarily unavailable. Please try again.' });
    } finally {
      await down.close();
    }
    const slow = await startBff({ deadlineMs: 200 }, bff.downstream);
    try {
      bff.downstream.identity.faults.set('signIn', hang(600));
      await request(slow.app)
        .post('/api/auth/sign-in')
        .set(CSRF)
        .send({ email: 'a@b.co', password: PASSWORD })
        .expect(503, { error: 'unavailable', message: 'Service temporarily unavailable. Please try again.' });
    } finally {
      await slow.close();
    }
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the refresh token at identity and clears the cookie', async () => {
    const { cookie } = await signedIn(bff);
    const refreshToken = [...bff.downstream.identity.refreshTokens.keys()].at(-1)!;
    const response = await request(bff.app)
      .post('/api/auth/sign-out')
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200, { ok: true });
    expect(setCookieHeader(response)).toMatch(/^hw_session=; Max-Age=0;/);
    expect(bff.downstream.identity.refreshTokens.get(refreshToken)?.state).toBe('revoked');
  });

  it('is idempotent without a session', async () => {
    const response = await request(bff.app).post('/api/auth/sign-out').set(CSRF).expect(200, { ok: true });
    expect(setCookieHeader(response)).toMatch(/Max-Age=0/);
  });

  it('keeps the cookie and reports 503 when the revocation could not be made', async () => {
    const { cookie } = await signedIn(bff);
    bff.downstream.identity.faults.set('signOut', fail(status.UNAVAILABLE, 'down'));
    const response = await request(bff.app)
      .post('/api/auth/sign-out')
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(503);
    expect(setCookieHeader(response)).toBeUndefined();
  });
});

describe('the e-mail verification link', () => {
  it('GET changes nothing (mail scanners follow links): it redirects to the page whose button verifies', async () => {
    bff.downstream.identity.faults.set('verifyEmail', fail(status.INTERNAL, 'must not be called'));
    await request(bff.app)
      .get(`/api/auth/verify?token=${VALID_VERIFY_TOKEN}`)
      .expect(302)
      .expect('Location', `http://localhost:8080/auth/verify-email#token=${VALID_VERIFY_TOKEN}`);
  });

  it.each([
    ['a missing token', ''],
    ['a malformed token', '?token=x'],
    ['a repeated token', `?token=${VALID_VERIFY_TOKEN}&token=${VALID_VERIFY_TOKEN}`],
  ])('GET redirects with verify_error for %s', async (_case, query) => {
    await request(bff.app)
      .get(`/api/auth/verify${query}`)
      .expect(302)
      .expect('Location', 'http://localhost:8080/auth/sign-in?verify_error=1');
  });

  it('POST with the CSRF header verifies', async () => {
    await request(bff.app)
      .post('/api/auth/verify')
      .set(CSRF)
      .send({ token: VALID_VERIFY_TOKEN })
      .expect(200, { ok: true });
    await request(bff.app).post('/api/auth/verify').send({ token: VALID_VERIFY_TOKEN }).expect(403);
  });

  it("POST answers a spent or expired link with identity's words", async () => {
    const response = await request(bff.app)
      .post('/api/auth/verify')
      .set(CSRF)
      .send({ token: 'expired-token-0123456789' })
      .expect(409);
    expect(response.body.message).toBe('This verification link has expired');
  });
});
