// The notification centre through the real BFF to the REAL notifications service (in-process beside real identity,
// on the run's PostgreSQL and broker): a buyer's notices arrive from property.created events, come back a page at a
// time newest first with the unread count and a cursor, are marked read one by one (only by their owner) or all at
// once; a bad limit or cursor is 400, another user's notice 404.
import request from 'supertest';
import { waitFor } from '@homeward/testing';
import { CSRF, sessionCookieOf, startBff, type TestBff, REAL_SERVICES_DEADLINE_MS } from './support/bff';
import { startRealNotificationsServices, type RealNotificationsServices } from './support/real-notifications';

const PASSWORD = 'Long-Test-Password-1!';

let services: RealNotificationsServices;
let bff: TestBff;

beforeAll(async () => {
  services = await startRealNotificationsServices('bff_notifications');
  bff = await startBff({ addresses: services.addresses, deadlineMs: REAL_SERVICES_DEADLINE_MS });
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await services?.stop();
});

jest.setTimeout(60_000);

/** Signs up, verifies and signs in through the BFF; the session cookie and the user's id. */
async function buyer(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  await request(bff.app)
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({ email, password: PASSWORD, name, terms: true })
    .expect(200);
  await services.verifyEmail(email);
  const signedIn = await request(bff.app)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password: PASSWORD })
    .expect(200);
  return { cookie: sessionCookieOf(signedIn)!, userId: signedIn.body.user.id as string };
}

const list = (cookie: string, query = '') =>
  request(bff.app).get(`/api/notifications${query}`).set('Cookie', cookie);
const markRead = (cookie: string, id: string) =>
  request(bff.app).post(`/api/notifications/${id}/read`).set(CSRF).set('Cookie', cookie);
const markAllRead = (cookie: string) =>
  request(bff.app).post('/api/notifications/read-all').set(CSRF).set('Cookie', cookie);

/** Publishes one property.created per address (oldest first) and waits until the buyer's bell has them all. */
async function noticesFor(user: { cookie: string; userId: string }, addresses: string[]) {
  for (const address of addresses) await services.publishPropertyCreated(user.userId, address);
  return waitFor(
    async () => {
      const response = await list(user.cookie, '?limit=50').expect(200);
      return response.body.notifications.length === addresses.length ? response.body : undefined;
    },
    { message: `${addresses.length} notices stored`, timeoutMs: 30_000 },
  );
}

const body = (address: string) => `${address} was added to your properties.`;

describe('the notification centre through the real notifications service', () => {
  let ada: { cookie: string; userId: string };
  let grace: { cookie: string; userId: string };

  beforeAll(async () => {
    ada = await buyer('Ada Lovelace');
    grace = await buyer('Grace Hopper');
    await noticesFor(ada, ['1 First Ave', '2 Second Ave', '3 Third Ave']);
    await noticesFor(grace, ['9 Ninth St']);
  }, 120_000);

  it('pages newest first with the unread count and a cursor, then ends', async () => {
    const first = await list(ada.cookie, '?limit=2').expect(200);
    expect(first.body.notifications.map((n: { body: string }) => n.body)).toEqual([
      body('3 Third Ave'),
      body('2 Second Ave'),
    ]);
    expect(first.body.notifications[0]).toEqual({
      id: expect.any(String),
      kind: 'property_created',
      title: 'Property added',
      body: body('3 Third Ave'),
      subject_id: expect.any(String),
      read: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      link: null,
    });
    expect(first.body.unread_count).toBe(3);
    expect(first.body.next_cursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));

    const second = await list(ada.cookie, `?limit=2&before=${first.body.next_cursor}`).expect(200);
    expect(second.body).toEqual({
      notifications: [expect.objectContaining({ body: body('1 First Ave') })],
      unread_count: 3,
      next_cursor: null,
    });

    // without a limit: the default page of 20 holds them all
    const all = await list(ada.cookie).expect(200);
    expect(all.body.notifications).toHaveLength(3);
    expect(all.body.next_cursor).toBeNull();
  });

  it("marks one read for its owner only; another user's notice is 404 and stays unread", async () => {
    const fresh = await buyer('Edsger Dijkstra');
    const { notifications } = await noticesFor(fresh, ['4 Fourth Ave', '5 Fifth Ave']);
    const [newest, older] = notifications as { id: string }[];

    await markRead(grace.cookie, older!.id).expect(404, {
      error: 'not_found',
      message: 'Notification not found',
    });
    expect((await list(fresh.cookie).expect(200)).body.unread_count).toBe(2);

    const marked = await markRead(fresh.cookie, older!.id).expect(200);
    expect(marked.body).toEqual({
      notification: expect.objectContaining({ id: older!.id, read: true, body: body('4 Fourth Ave') }),
    });
    await markRead(fresh.cookie, older!.id).expect(200);
    const after = await list(fresh.cookie).expect(200);
    expect(after.body.unread_count).toBe(1);
    expect(after.body.notifications.map((n: { id: string; read: boolean }) => [n.id, n.read])).toEqual([
      [newest!.id, false],
      [older!.id, true],
    ]);
  });

  it('an unknown notice is 404, and so is an id that cannot be one', async () => {
    await markRead(ada.cookie, '3f1c2b9e-8d4a-4c1e-9b7a-2e5f6a7b8c9d').expect(404);
    await markRead(ada.cookie, 'not-a-notice').expect(404, {
      error: 'not_found',
      message: 'Notification not found',
    });
  });

  it("marks all of the caller's notices read, and nobody else's", async () => {
    const fresh = await buyer('Barbara Liskov');
    await noticesFor(fresh, ['6 Sixth Ave', '7 Seventh Ave']);
    const graceBefore = (await list(grace.cookie).expect(200)).body.unread_count;

    await markAllRead(fresh.cookie).expect(200, { unread_count: 0 });
    const after = await list(fresh.cookie).expect(200);
    expect(after.body.unread_count).toBe(0);
    expect(after.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list(grace.cookie).expect(200)).body.unread_count).toBe(graceBefore);
  });

  it.each([
    ['0', 'limit'],
    ['51', 'limit'],
    ['abc', 'limit'],
    ['2.5', 'limit'],
  ])('refuses limit=%s with 400 on %s', async (limit, field) => {
    const response = await list(ada.cookie, `?limit=${limit}`).expect(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      message: 'limit must be a whole number from 1 to 50',
      fields: { [field]: 'limit must be a whole number from 1 to 50' },
    });
  });

  it('refuses a cursor it did not hand out with 400', async () => {
    const forged = [
      'garbage!',
      Buffer.from('yesterday,3f1c2b9e-8d4a-4c1e-9b7a-2e5f6a7b8c9d').toString('base64url'),
      Buffer.from('2026-11-20T10:00:00Z,1 or 1=1').toString('base64url'),
      Buffer.from('2026-13-45T10:00:00Z,3f1c2b9e-8d4a-4c1e-9b7a-2e5f6a7b8c9d').toString('base64url'),
    ];
    for (const before of forged) {
      const response = await list(ada.cookie, `?before=${encodeURIComponent(before)}`).expect(400);
      expect(response.body.fields).toEqual({ before: 'before must be a next_cursor this API returned' });
    }
  });

  it('needs a session, and the CSRF header to change anything', async () => {
    await request(bff.app).get('/api/notifications').expect(401);
    await request(bff.app).post('/api/notifications/read-all').set(CSRF).expect(401);
    await request(bff.app).post('/api/notifications/read-all').set('Cookie', ada.cookie).expect(403);
    expect((await list(ada.cookie).expect(200)).body.unread_count).toBe(3);
  });
});
