// The tour routes through the real BFF on the fake services: what the BFF itself owes (session and CSRF, early 400s
// with field messages before the service is asked, the body's user_id ignored, the public confirmation calls
// without a session and their 404 / 410 / 409, an outage 503, and no token ever in the log). The tour rules
// themselves are tested through the real tour service (tours-service.int.test.ts).
import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { TOUR_MESSAGES } from '@homeward/rules';
import { CSRF, signedIn, startBff, type TestBff } from './support/bff';
import { fail } from './support/downstream';
import { addProperty } from './support/properties';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());

/** 'MM/DD/YYYY' some days ahead (UTC): not today, so no US zone can call it past. */
function usDate(daysFromNow: number): string {
  const date = new Date(Date.now() + daysFromNow * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

async function listedProperty(cookie: string) {
  const property = await addProperty(bff, cookie);
  bff.downstream.property.properties.find((p) => p.id === property.id)!.isListed = true;
  return property;
}

const schedule = (cookie: string, body: object) =>
  request(bff.app).post('/api/property/schedule-tour').set(CSRF).set('Cookie', cookie).send(body);

const tourBody = (propertyId: string, slots = [`${usDate(3)} 9:00 AM`, `${usDate(4)} 2:30 PM`]) => ({
  property_id: propertyId,
  time_slots: slots,
  contact_email: 'ada@example.com',
  contact_phone: '5125550142',
  contact_name: 'Ada Buyer',
});

const confirmation = (action: 'describe' | 'confirm', token: unknown) =>
  request(bff.app).post(`/api/tour-confirmations/${action}`).set(CSRF).send({ token });

describe('scheduling through the BFF', () => {
  it('schedules for the session user whatever user_id says, masks the phone, and lists it', async () => {
    const { cookie, user } = await signedIn(bff);
    const property = await listedProperty(cookie);
    const created = await schedule(cookie, { ...tourBody(property.id), user_id: 'someone-else' }).expect(201);
    expect(created.body.tour).toMatchObject({
      property_id: property.id,
      status: 'requested',
      contact_phone: '(512) 555-0142',
      confirmed_slot: null,
    });
    expect(bff.downstream.tour.tours.find((t) => t.id === created.body.tour.id)?.ownerId).toBe(user.id);

    const perProperty = await request(bff.app)
      .get(`/api/properties/${property.id}/tours`)
      .set('Cookie', cookie)
      .expect(200);
    expect(perProperty.body.tours.map((t: { id: string }) => t.id)).toEqual([created.body.tour.id]);
    const upcoming = await request(bff.app).get('/api/tours?upcoming=true').set('Cookie', cookie).expect(200);
    expect(upcoming.body.tours.map((t: { id: string }) => t.id)).toEqual([created.body.tour.id]);
  });

  it('answers bad slots 400 with field messages before asking the service', async () => {
    const { cookie } = await signedIn(bff);
    const property = await listedProperty(cookie);
    const before = bff.downstream.tour.tours.length;
    const cases: [string[], Record<string, string>][] = [
      [[`${usDate(-3)} 9:00 AM`], { 'time_slots.0': TOUR_MESSAGES.pastDate }],
      [[1, 2, 3, 4].map((days) => `${usDate(days)} 9:00 AM`), { time_slots: TOUR_MESSAGES.tooManySlots }],
      [[`${usDate(2)} 9:00 AM`, `${usDate(2)} 8:30 AM`], { 'time_slots.1': TOUR_MESSAGES.badTime }],
    ];
    for (const [slots, fields] of cases) {
      const refused = await schedule(cookie, tourBody(property.id, slots)).expect(400);
      expect(refused.body).toEqual({ error: 'invalid_request', message: Object.values(fields)[0], fields });
    }
    expect(bff.downstream.tour.tours.length).toBe(before);

    // What only the service can judge (a time already gone by today at the house) comes back under the JSON name.
    const passed = 'This time has already passed at the property';
    bff.downstream.tour.faults.set(
      'scheduleTour',
      fail(status.INVALID_ARGUMENT, passed, {
        'time_slots.1': passed,
        client_hint: 'not a field of the form',
      }),
    );
    try {
      const refused = await schedule(cookie, tourBody(property.id)).expect(400);
      expect(refused.body).toEqual({
        error: 'invalid_request',
        message: passed,
        fields: { 'time_slots.1': passed },
      });
    } finally {
      bff.downstream.tour.faults.clear();
    }
  });

  it("passes the service's 404 and 409 on: another user's property, an unlisted one", async () => {
    const ada = await signedIn(bff);
    const bob = await signedIn(bff);
    const adas = await listedProperty(ada.cookie);
    await schedule(bob.cookie, tourBody(adas.id)).expect(404, {
      error: 'not_found',
      message: 'Property not found',
    });
    const unlisted = await addProperty(bff, ada.cookie);
    const refused = await schedule(ada.cookie, tourBody(unlisted.id)).expect(409);
    expect(refused.body).toEqual({ error: 'conflict', message: TOUR_MESSAGES.notListed });
  });

  it('needs a session and the CSRF header', async () => {
    const { cookie } = await signedIn(bff);
    const property = await listedProperty(cookie);
    await request(bff.app).post('/api/property/schedule-tour').send(tourBody(property.id)).expect(403);
    await request(bff.app)
      .post('/api/property/schedule-tour')
      .set(CSRF)
      .send(tourBody(property.id))
      .expect(401);
    await request(bff.app).get('/api/tours').expect(401);
  });

  it("cancels once; another user's tour is 404; an outage is 503", async () => {
    const ada = await signedIn(bff);
    const bob = await signedIn(bff);
    const property = await listedProperty(ada.cookie);
    const tour = (await schedule(ada.cookie, tourBody(property.id)).expect(201)).body.tour;
    const cancel = (cookie: string, id: string) =>
      request(bff.app).post(`/api/tours/${id}/cancel`).set(CSRF).set('Cookie', cookie);
    await cancel(bob.cookie, tour.id).expect(404);
    await cancel(ada.cookie, 'not-a-uuid').expect(404, { error: 'not_found', message: 'Tour not found' });
    const cancelled = await cancel(ada.cookie, tour.id).expect(200);
    expect(cancelled.body.tour).toMatchObject({ id: tour.id, status: 'cancelled' });
    await cancel(ada.cookie, tour.id).expect(409);

    bff.downstream.tour.faults.set('listTours', fail(status.UNAVAILABLE, 'down'));
    try {
      await request(bff.app).get('/api/tours').set('Cookie', ada.cookie).expect(503);
    } finally {
      bff.downstream.tour.faults.clear();
    }
  });
});

describe('the public confirmation calls', () => {
  it('describe and confirm without a session; a second follow changes nothing; 404 forged, 410 expired, 409 another slot; no token in the log', async () => {
    const { cookie } = await signedIn(bff);
    const property = await listedProperty(cookie);
    const tour = (await schedule(cookie, tourBody(property.id)).expect(201)).body.tour;
    const [first, second] = bff.downstream.tour.tokensOf(tour.id) as [string, string];
    bff.logs.length = 0;

    const described = await confirmation('describe', first).expect(200);
    expect(described.body.confirmation).toEqual({
      tour_id: tour.id,
      property_address: property.address.address,
      slot: tour.time_slots[0],
      time_zone_label: tour.time_zone_label,
      status: 'requested',
      already_confirmed: false,
    });
    const confirmed = await confirmation('confirm', first).expect(200);
    expect(confirmed.body.confirmation).toMatchObject({
      tour_id: tour.id,
      slot: tour.time_slots[0],
      status: 'confirmed',
      already_confirmed: false,
    });
    const again = await confirmation('describe', first).expect(200);
    expect(again.body.confirmation).toMatchObject({ status: 'confirmed', already_confirmed: true });
    // A second follow of the used link changes nothing and says so; another slot's link is refused.
    const twice = await confirmation('confirm', first).expect(200);
    expect(twice.body.confirmation).toMatchObject({ status: 'confirmed', already_confirmed: true });
    const other = await confirmation('confirm', second).expect(409);
    expect(other.body).toEqual({
      error: 'conflict',
      message: 'Another time was already confirmed for this tour',
    });

    await confirmation('describe', `${first}x`).expect(404);
    await confirmation('confirm', 'forged-token').expect(404);
    await confirmation('confirm', '').expect(400);
    bff.downstream.tour.expire(second);
    const expired = await confirmation('describe', second).expect(410);
    expect(expired.body).toEqual({ error: 'link_expired', message: 'This confirmation link has expired' });
    // Without the CSRF header the SPA's page is the only one that can post it.
    await request(bff.app).post('/api/tour-confirmations/confirm').send({ token: first }).expect(403);

    // The e-mailed link opens the SPA's page with the token in its query; the request line keeps only the path.
    await request(bff.app).get(`/tours/confirm?token=${first}`);

    const log = bff.logs.join('\n');
    expect(log).toMatch(/"path":"\/tours\/confirm"/);
    expect(log).toMatch(/"route":"\/api\/tour-confirmations\/confirm"/);
    for (const token of [first, second]) expect(log).not.toContain(token);
    expect(log).not.toContain('forged-token');
  });
});
