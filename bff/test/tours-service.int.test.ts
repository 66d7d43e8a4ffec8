// The tour API through the real BFF to the REAL tour service (in-process beside real identity and property, the
// property service on its demo dataset): a buyer signs up and in through the BFF, adds a listed demo home in Austin
// and schedules a tour in Central Time; bad slots are 400 by field, an unlisted home 409, another user's home and
// tour 404; the property's tours and the upcoming ones are listed; a cancel happens once. The desk's side: the links
// of the tour.scheduled event are described and confirmed without a session, once (a second follow says so), another
// slot's link is then refused, an expired link is 410 and a forged one 404.
import request from 'supertest';
import { localTokenSeal } from '@homeward/kit';
import { TOUR_MESSAGES, todayIn } from '@homeward/rules';
import { signConfirmToken } from '@homeward/tour/src/domain/confirm-token';
import { CSRF, sessionCookieOf, startBff, type TestBff, REAL_SERVICES_DEADLINE_MS } from './support/bff';
import { startRealTourServices, TEST_TOUR_LINK_SECRET, type RealTourServices } from './support/real-tour';

const PASSWORD = 'Long-Test-Password-1!';
// Demo homes: listed in Austin (Central Time), not on the market in Plymouth.
const AUSTIN = '1423 Maple Ridge Dr, Austin, TX 78745';
const PLYMOUTH = '37 Cranberry Ct, Plymouth, MA 02360';
const CENTRAL = 'America/Chicago';

let services: RealTourServices;
let bff: TestBff;

beforeAll(async () => {
  services = await startRealTourServices('bff_tour');
  bff = await startBff({ addresses: services.addresses, deadlineMs: REAL_SERVICES_DEADLINE_MS });
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await services?.stop();
});

/** 'MM/DD/YYYY h:mm AM' this many days after today at the house. */
function slot(daysAhead: number, time: string, timeZone = CENTRAL): string {
  const [year, month, day] = todayIn(timeZone).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! + daysAhead));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()} ${time}`;
}

/** Signs up, verifies and signs in through the BFF; the session cookie and the user's id. */
async function buyer(name: string): Promise<{ cookie: string; id: string }> {
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
  return { cookie: sessionCookieOf(signedIn)!, id: signedIn.body.user.id as string };
}

async function addProperty(cookie: string, address: string): Promise<string> {
  const created = await request(bff.app)
    .post('/api/properties')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ address })
    .expect(201);
  const id = created.body.property.id as string;
  await request(bff.app).post(`/api/properties/${id}/activate`).set(CSRF).set('Cookie', cookie).expect(200);
  return id;
}

const schedule = (cookie: string, propertyId: string, timeSlots: string[], extra: object = {}) =>
  request(bff.app)
    .post('/api/property/schedule-tour')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({
      property_id: propertyId,
      time_slots: timeSlots,
      contact_email: 'ada@example.com',
      contact_phone: '(512) 555-0142',
      contact_name: 'Ada Buyer',
      ...extra,
    });

const cancel = (cookie: string, tourId: string) =>
  request(bff.app).post(`/api/tours/${tourId}/cancel`).set(CSRF).set('Cookie', cookie);

/** The desk's page: no cookie, only the CSRF header the SPA sends. */
const confirmation = (action: 'describe' | 'confirm', token: string) =>
  request(bff.app).post(`/api/tour-confirmations/${action}`).set(CSRF).send({ token });

const ids = (response: request.Response) => response.body.tours.map((tour: { id: string }) => tour.id);

describe('tours through the real tour service', () => {
  let ada: string;
  let bob: string;
  let bobId: string;
  let austin: string;

  beforeAll(async () => {
    const [adaAccount, bobAccount] = await Promise.all([buyer('Ada Lovelace'), buyer('Bob Stranger')]);
    [ada, bob, bobId] = [adaAccount.cookie, bobAccount.cookie, bobAccount.id];
    austin = await addProperty(ada, AUSTIN);
  }, 120_000);

  it('schedules a tour of a listed home in its time zone, for the session user', async () => {
    const slots = [slot(2, '9:00 AM'), slot(3, '1:30 PM'), slot(6, '4:30 PM')];
    const created = await schedule(ada, austin, slots, { user_id: bobId }).expect(201);
    const tour = created.body.tour;
    expect(tour).toMatchObject({
      property_id: austin,
      property_address: expect.stringContaining('1423 Maple Ridge Dr'),
      time_zone: CENTRAL,
      time_zone_label: 'Central Time',
      status: 'requested',
      confirmed_slot: null,
      contact_email: 'ada@example.com',
      contact_phone: '(512) 555-0142',
      contact_name: 'Ada Buyer',
      confirmed_at: null,
      cancelled_at: null,
    });
    expect(tour.time_slots.map((s: { label: string }) => s.label)).toEqual(slots);
    // The instant of the first slot is 9:00 at the house (-06:00 or -05:00 by the season).
    expect(tour.time_slots[0].starts_at).toMatch(/T09:00:00(\.000)?(-0[56]:00)$/);
    // The body named Bob; the tour is Ada's all the same.
    const adas = await request(bff.app).get('/api/tours').set('Cookie', ada).expect(200);
    expect(ids(adas)).toContain(tour.id);
    const bobs = await request(bff.app).get('/api/tours').set('Cookie', bob).expect(200);
    expect(ids(bobs)).not.toContain(tour.id);
  });

  it('refuses a past date, four slots and a time off the sixteen options with field messages', async () => {
    const cases: [string[], Record<string, string>][] = [
      [[slot(1, '9:00 AM'), slot(-2, '10:00 AM')], { 'time_slots.1': TOUR_MESSAGES.pastDate }],
      [[1, 2, 3, 4].map((days) => slot(days, '9:00 AM')), { time_slots: TOUR_MESSAGES.tooManySlots }],
      [[slot(2, '5:00 PM')], { 'time_slots.0': TOUR_MESSAGES.badTime }],
    ];
    for (const [slots, fields] of cases) {
      const refused = await schedule(ada, austin, slots).expect(400);
      expect(refused.body).toMatchObject({ error: 'invalid_request', fields });
    }
    const missing = await schedule(ada, austin, [slot(2, '9:00 AM')], {
      contact_email: '',
      contact_phone: '',
    }).expect(400);
    expect(missing.body.fields).toEqual({ contact_email: TOUR_MESSAGES.noChannel });
  });

  it("is 409 for an unlisted home and 404 for another user's", async () => {
    const plymouth = await addProperty(ada, PLYMOUTH);
    const unlisted = await schedule(ada, plymouth, [slot(2, '9:00 AM', 'America/New_York')]).expect(409);
    expect(unlisted.body).toEqual({ error: 'conflict', message: TOUR_MESSAGES.notListed });
    const others = await schedule(bob, austin, [slot(2, '9:00 AM')]).expect(404);
    expect(others.body.error).toBe('not_found');
    const absent = await schedule(ada, crypto.randomUUID(), [slot(2, '9:00 AM')]).expect(404);
    expect(absent.body.error).toBe('not_found');
  });

  it('lists the home’s tours newest first and the upcoming ones; cancels once; another user’s tour is 404', async () => {
    const home = await addProperty(ada, AUSTIN);
    const first = (await schedule(ada, home, [slot(2, '10:00 AM')]).expect(201)).body.tour;
    const second = (await schedule(ada, home, [slot(4, '11:00 AM')]).expect(201)).body.tour;
    const listed = await request(bff.app).get(`/api/properties/${home}/tours`).set('Cookie', ada).expect(200);
    expect(ids(listed)).toEqual([second.id, first.id]);
    const upcoming = await request(bff.app).get('/api/tours?upcoming=true').set('Cookie', ada).expect(200);
    expect(ids(upcoming)).toEqual(expect.arrayContaining([first.id, second.id]));

    await cancel(bob, first.id).expect(404);
    const cancelled = await cancel(ada, first.id).expect(200);
    expect(cancelled.body.tour).toMatchObject({
      id: first.id,
      status: 'cancelled',
      cancelled_at: expect.any(String),
    });
    await cancel(ada, first.id).expect(409);
    const after = await request(bff.app).get('/api/tours?upcoming=true').set('Cookie', ada).expect(200);
    expect(ids(after)).toContain(second.id);
    expect(ids(after)).not.toContain(first.id);
    const all = await request(bff.app).get(`/api/properties/${home}/tours`).set('Cookie', ada).expect(200);
    expect(all.body.tours.find((tour: { id: string }) => tour.id === first.id).status).toBe('cancelled');
    // Another user's home is 404, as everywhere: its tours are not even an empty list to them.
    const bobsView = await request(bff.app)
      .get(`/api/properties/${home}/tours`)
      .set('Cookie', bob)
      .expect(404);
    expect(bobsView.body).toMatchObject({ error: 'not_found' });
  });

  it('confirms from the desk’s link once, without a session; the other links are then refused', async () => {
    const tour = (await schedule(ada, austin, [slot(3, '9:30 AM'), slot(5, '2:00 PM')]).expect(201)).body
      .tour;
    const event = await services.scheduledEvent(tour.id);
    const [first, second] = event.slots.map((proposed) => localTokenSeal().open(proposed.confirmToken)) as [
      string,
      string,
    ];

    const described = await confirmation('describe', second).expect(200);
    expect(described.body.confirmation).toEqual({
      tour_id: tour.id,
      property_address: tour.property_address,
      slot: tour.time_slots[1],
      time_zone_label: 'Central Time',
      status: 'requested',
      already_confirmed: false,
    });
    const confirmed = await confirmation('confirm', second).expect(200);
    expect(confirmed.body.confirmation).toMatchObject({
      tour_id: tour.id,
      slot: tour.time_slots[1],
      status: 'confirmed',
      already_confirmed: false,
    });
    const twice = await confirmation('confirm', second).expect(200);
    expect(twice.body.confirmation).toMatchObject({ status: 'confirmed', already_confirmed: true });
    const refused = await confirmation('confirm', first).expect(409);
    expect(refused.body.error).toBe('conflict');

    const listed = await request(bff.app)
      .get(`/api/properties/${austin}/tours`)
      .set('Cookie', ada)
      .expect(200);
    expect(listed.body.tours.find((t: { id: string }) => t.id === tour.id)).toMatchObject({
      status: 'confirmed',
      confirmed_slot: tour.time_slots[1],
      confirmed_at: expect.any(String),
    });
  });

  it('refuses the links of a cancelled tour (409), an expired link (410) and a forged one (404)', async () => {
    const tour = (await schedule(ada, austin, [slot(2, '3:00 PM')]).expect(201)).body.tour;
    const [token] = (await services.scheduledEvent(tour.id)).slots.map((proposed) =>
      localTokenSeal().open(proposed.confirmToken),
    ) as [string];
    await cancel(ada, tour.id).expect(200);
    expect((await confirmation('confirm', token).expect(409)).body.error).toBe('conflict');

    const expired = signConfirmToken(TEST_TOUR_LINK_SECRET, {
      tourId: tour.id,
      slotIndex: 0,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await confirmation('describe', expired).expect(410)).body.error).toBe('link_expired');
    await confirmation('confirm', expired).expect(410);

    const forged = signConfirmToken('not-the-service-secret-0123456789abcdef', {
      tourId: tour.id,
      slotIndex: 0,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await confirmation('describe', forged).expect(404);
    await confirmation('confirm', forged).expect(404);
    await confirmation('confirm', `${token.slice(0, -2)}AA`).expect(404);
  });
});
