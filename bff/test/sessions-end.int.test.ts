jest.setTimeout(120_000);

// Sessions end when they should, and only then, through the real BFF, the real identity and a real other service
// (notifications): a password reset ends every other session within seconds (not when the access token expires);
// two BFF replicas refreshing one cookie at once both keep the user signed in; an identity outage is 503 with the
// cookie kept, never 401; an e-mail change needs the current password and, confirmed, ends the other sessions.
import request from 'supertest';
import { createCookieSealer } from '../src/session/cookie-crypto';
import { SESSION_COOKIE } from '../src/session/session-cookie';
import {
  CSRF,
  SESSION_SECRET,
  sessionCookieOf,
  setCookieHeader,
  startBff,
  type TestBff,
} from './support/bff';
import { startRealSessionServices, type RealSessionServices } from './support/real-sessions';

const PASSWORD = 'Long-Test-Password-1!';
const NEW_PASSWORD = 'Another-Password-2!';

let services: RealSessionServices;
let bff: TestBff;
let replica: TestBff;

beforeAll(async () => {
  services = await startRealSessionServices('bff_sessions_end');
  // scrypt on a shared CI machine: a generous deadline, so only an outage is a 503
  bff = await startBff({ addresses: services.addresses, deadlineMs: 10_000 });
  replica = await startBff({ addresses: services.addresses, deadlineMs: 10_000 });
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await replica?.close();
  await services?.stop();
});

async function account(name: string): Promise<string> {
  const email = `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  await request(bff.app)
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({ email, password: PASSWORD, name, terms: true })
    .expect(200);
  await services.verifyEmail(email);
  return email;
}

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await request(bff.app)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password })
    .expect(200);
  return sessionCookieOf(response)!;
}

const me = (cookie: string, app = bff.app) => request(app).get('/api/me').set('Cookie', cookie);

/** The same session with its access token about to expire, so the next request refreshes it inline. */
function dueForRefresh(cookie: string): string {
  const sealer = createCookieSealer(SESSION_SECRET);
  const session = sealer.open(cookie.slice(`${SESSION_COOKIE}=`.length))!;
  return `${SESSION_COOKIE}=${sealer.seal({ ...session, accessExpiresAt: Math.floor(Date.now() / 1000) + 5 })}`;
}

describe('a password reset through the e-mailed link', () => {
  it('ends the session signed in before it within seconds: GET /api/me is 401 and the cookie is cleared', async () => {
    const email = await account('reset');
    const before = await signIn(email);
    await me(before).expect(200);

    await request(bff.app).post('/api/auth/reset-password').set(CSRF).send({ email }).expect(200);
    await request(bff.app)
      .post('/api/auth/update-password')
      .set(CSRF)
      .send({ token: await services.resetToken(email), password: NEW_PASSWORD })
      .expect(200);

    const refused = await me(before).expect(401);
    expect(setCookieHeader(refused)).toMatch(/Max-Age=0/);
    // every other service refuses it too once it polled identity's list (within a few seconds)
    const deadline = Date.now() + 5_000;
    let notifications = 0;
    while (Date.now() < deadline) {
      notifications = (await request(bff.app).get('/api/notifications').set('Cookie', before)).status;
      if (notifications === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(notifications).toBe(401);
    await me(await signIn(email, NEW_PASSWORD)).expect(200);
  });
});

describe('two BFF replicas refreshing the same cookie at once', () => {
  it('both answer 200 with a refreshed cookie; neither signs the user out', async () => {
    const stale = dueForRefresh(await signIn(await account('parallel')));
    const [one, two] = await Promise.all([me(stale, bff.app), me(stale, replica.app)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    for (const response of [one, two]) expect(setCookieHeader(response)).not.toMatch(/Max-Age=0/);
    await me(sessionCookieOf(one)!).expect(200);
    await me(sessionCookieOf(two)!).expect(200);
  });
});

describe('an e-mail change', () => {
  it('needs the current password; confirmed, ends every other session but the one that asked; the old address can undo it', async () => {
    const email = await account('change');
    const asking = await signIn(email);
    const other = await signIn(email);
    const newEmail = `moved.${Date.now()}@example.com`;
    const change = (currentPassword?: string) =>
      request(bff.app).patch('/api/me').set(CSRF).set('Cookie', asking).send({
        first_name: 'Ann',
        last_name: 'Lee',
        email: newEmail,
        phone: '(512) 555-0100',
        current_password: currentPassword,
      });
    const missing = await change().expect(400);
    expect(missing.body.fields).toEqual({
      current_password: 'Enter your current password to change your email.',
    });
    const wrong = await change('Wrong-Password-9!').expect(400);
    expect(wrong.body.fields).toEqual({ current_password: 'The current password is incorrect.' });
    await change(PASSWORD).expect(200);

    const confirmed = await request(bff.app)
      .post('/api/auth/confirm-email')
      .set(CSRF)
      .set('Cookie', asking)
      .send({ token: await services.emailChangeToken(newEmail) })
      .expect(200);
    const renewed = sessionCookieOf(confirmed);
    expect(renewed).toBeDefined();
    expect((await me(renewed!).expect(200)).body.user.email).toBe(newEmail);
    await me(other).expect(401);

    // the old address got a link that moves the account back and ends every session, the renewed one too
    const undone = await request(bff.app)
      .post('/api/auth/undo-email-change')
      .set(CSRF)
      .set('Cookie', renewed!)
      .send({ token: await services.undoToken(email) })
      .expect(200, { ok: true });
    expect(setCookieHeader(undone)).toMatch(/Max-Age=0/);
    await me(renewed!).expect(401);
    expect((await me(await signIn(email)).expect(200)).body.user.email).toBe(email);
    await request(bff.app)
      .post('/api/auth/undo-email-change')
      .set(CSRF)
      .send({ token: await services.undoToken(email) })
      .expect(400);
  });
});

describe('identity unavailable', () => {
  it('answers 503 and keeps the cookie, for identity itself and for a service that cannot fetch its keys', async () => {
    const cookie = await signIn(await account('outage'));
    await request(bff.app).get('/api/notifications').set('Cookie', cookie).expect(200);
    const fresh = await startBff({
      addresses: { ...services.addresses, notifications: await services.startFreshNotifications() },
      deadlineMs: 10_000,
    });
    try {
      await services.stopIdentity();
      for (const [app, path] of [
        [bff.app, '/api/me'],
        [fresh.app, '/api/notifications'],
        [bff.app, '/api/notifications'],
      ] as const) {
        const response = await request(app).get(path).set('Cookie', cookie);
        expect({ path, status: response.status, cookie: setCookieHeader(response) }).toEqual({
          path,
          status: path === '/api/notifications' && app === bff.app ? 200 : 503,
          cookie: undefined,
        });
      }
      // due for refresh with identity down: still 503 (or the still-valid token), never a sign-out
      const response = await me(dueForRefresh(cookie));
      expect(response.status).toBe(503);
      expect(setCookieHeader(response)).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
