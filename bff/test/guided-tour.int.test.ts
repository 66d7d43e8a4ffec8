// GET /api/me's guided_tour_done and POST /api/me/guided-tour through the real BFF to the REAL identity service (on
// the run's PostgreSQL and broker): a new buyer has not seen the tour; ending it once (any outcome) is remembered
// for that user, in every later session, and not for anybody else; a bad outcome is a clear 400.
import request from 'supertest';
import { CSRF, sessionCookieOf, startBff, type TestBff, REAL_SERVICES_DEADLINE_MS } from './support/bff';
import { startRealIdentity, type RealIdentity } from './support/real-identity';

const PASSWORD = 'Long-Test-Password-1!';

let identity: RealIdentity;
let bff: TestBff;

beforeAll(async () => {
  identity = await startRealIdentity('bff_guided_tour');
  bff = await startBff({ addresses: { identity: identity.address }, deadlineMs: REAL_SERVICES_DEADLINE_MS });
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await identity?.stop();
});

async function signUpAndVerify(name: string): Promise<string> {
  const email = `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  await request(bff.app)
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({ email, password: PASSWORD, name, terms: true })
    .expect(200);
  await identity.verifyEmail(email);
  return email;
}

async function signIn(email: string): Promise<string> {
  const response = await request(bff.app)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password: PASSWORD })
    .expect(200);
  return sessionCookieOf(response)!;
}

const me = async (cookie: string) =>
  (await request(bff.app).get('/api/me').set('Cookie', cookie).expect(200)).body.user;

const endTour = (cookie: string, body: unknown) =>
  request(bff.app)
    .post('/api/me/guided-tour')
    .set(CSRF)
    .set('Cookie', cookie)
    .send(body as object);

describe('the guided tour, remembered by identity', () => {
  it('is not done for a new buyer, is remembered once skipped, in a later session too, and only for them', async () => {
    const ann = await signUpAndVerify('ann');
    const bob = await signUpAndVerify('bob');
    const annCookie = await signIn(ann);
    expect(await me(annCookie)).toMatchObject({ email: ann, guided_tour_done: false });

    const skipped = await endTour(annCookie, { outcome: 'skipped' }).expect(204);
    expect(skipped.text).toBe('');
    expect((await me(annCookie)).guided_tour_done).toBe(true);
    // a second end (another tab) is accepted and changes nothing
    await endTour(annCookie, { outcome: 'finished' }).expect(204);

    expect((await me(await signIn(ann))).guided_tour_done).toBe(true);
    expect(await me(await signIn(bob))).toMatchObject({ email: bob, guided_tour_done: false });
  });

  it('refuses a missing or unknown outcome with a 400 naming the field, remembering nothing', async () => {
    const cat = await signIn(await signUpAndVerify('cat'));
    for (const body of [{}, { outcome: 'done' }, { outcome: 2 }]) {
      const refused = await endTour(cat, body).expect(400);
      expect(refused.body).toMatchObject({
        error: 'invalid_request',
        fields: { outcome: "outcome must be 'finished', 'skipped' or 'closed'" },
      });
    }
    expect((await me(cat)).guided_tour_done).toBe(false);
  });

  it('needs a session and the CSRF header', async () => {
    await request(bff.app).post('/api/me/guided-tour').set(CSRF).send({ outcome: 'closed' }).expect(401);
    const dan = await signIn(await signUpAndVerify('dan'));
    await request(bff.app)
      .post('/api/me/guided-tour')
      .set('Cookie', dan)
      .send({ outcome: 'closed' })
      .expect(403);
    expect((await me(dan)).guided_tour_done).toBe(false);
  });
});
