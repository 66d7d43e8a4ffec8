jest.setTimeout(120_000);

// DELETE /api/me through the real BFF, the real identity and a real other service (notifications): the session and
// CSRF checks of every /api/me route, the confirmation identity asks for, and on success every session of the
// account ended (this browser's cookie cleared, another browser's refused by the BFF and, within seconds, by the
// other service), and no signing in again.
import request from 'supertest';
import { CSRF, sessionCookieOf, setCookieHeader, startBff, type TestBff } from './support/bff';
import { startRealSessionServices, type RealSessionServices } from './support/real-sessions';

const PASSWORD = 'Long-Test-Password-1!';

let services: RealSessionServices;
let bff: TestBff;

beforeAll(async () => {
  services = await startRealSessionServices('bff_account_deletion');
  // scrypt on a shared CI machine: a generous deadline, so only an outage is a 503
  bff = await startBff({ addresses: services.addresses, deadlineMs: 10_000 });
}, 120_000);

afterAll(async () => {
  await bff?.close();
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

const me = (cookie: string) => request(bff.app).get('/api/me').set('Cookie', cookie);
const deleteAccount = (cookie: string, body: object) =>
  request(bff.app).delete('/api/me').set(CSRF).set('Cookie', cookie).send(body);

describe('DELETE /api/me', () => {
  it('needs the session and the CSRF header', async () => {
    const cookie = await signIn(await account('guarded'));
    await request(bff.app)
      .delete('/api/me')
      .set('Cookie', cookie)
      .send({ current_password: PASSWORD })
      .expect(403, { error: 'csrf', message: 'Missing X-Requested-With header' });
    await request(bff.app)
      .delete('/api/me')
      .set(CSRF)
      .send({ current_password: PASSWORD })
      .expect(401, { error: 'unauthenticated', message: 'Please sign in.' });
    await me(cookie).expect(200);
  });

  it('refuses without a confirmation or with a wrong password, in plain words, and deletes nothing', async () => {
    const email = await account('keeps');
    const cookie = await signIn(email);
    const missing = await deleteAccount(cookie, {}).expect(400);
    expect(missing.body.fields).toEqual({
      current_password:
        'Enter your current password, or type your email address if your account has no password.',
    });
    const wrong = await deleteAccount(cookie, { current_password: 'Wrong-Password-9!' }).expect(400);
    expect(wrong.body.fields).toEqual({ current_password: 'The current password is incorrect.' });
    // a password account is not deleted by typing its address
    const typed = await deleteAccount(cookie, { confirm_email: email }).expect(400);
    expect(typed.body.fields).toEqual({
      current_password: 'Enter your current password to delete your account.',
    });
    expect((await me(cookie).expect(200)).body.user.email).toBe(email);
  });

  it('deletes the account: 204, the cookie cleared, every other session refused, and no signing in again', async () => {
    const email = await account('leaves');
    const cookie = await signIn(email);
    const other = await signIn(email);
    await request(bff.app).get('/api/notifications').set('Cookie', other).expect(200);

    const deleted = await deleteAccount(cookie, { current_password: PASSWORD }).expect(204);
    expect(setCookieHeader(deleted)).toMatch(/Max-Age=0/);

    await me(cookie).expect(401);
    await me(other).expect(401);
    // every other service refuses the other browser's token too, once it polled identity's list (within seconds)
    const deadline = Date.now() + 5_000;
    let notifications = 0;
    while (Date.now() < deadline) {
      notifications = (await request(bff.app).get('/api/notifications').set('Cookie', other)).status;
      if (notifications === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(notifications).toBe(401);
    const again = await request(bff.app)
      .post('/api/auth/sign-in')
      .set(CSRF)
      .send({ email, password: PASSWORD });
    expect(again.status).toBe(401);
  });
});
