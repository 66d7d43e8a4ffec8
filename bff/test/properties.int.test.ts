import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { propertySchema } from '../src/api/properties';
import { CSRF, DEAD_ADDRESS, signedIn, startBff, type TestBff } from './support/bff';
import { crash, fail, hang } from './support/downstream';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => bff.downstream.property.faults.clear());

async function addProperty(cookie: string, address: string) {
  const created = await request(bff.app)
    .post('/api/properties')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ address })
    .expect(201);
  const activated = await request(bff.app)
    .post(`/api/properties/${created.body.property.id}/activate`)
    .set(CSRF)
    .set('Cookie', cookie)
    .expect(200);
  return activated.body.property as { id: string };
}

describe('the property slice', () => {
  it('creates a draft, activates it, lists, gets and deletes it, by the spec names', async () => {
    const { cookie, user } = await signedIn(bff);
    const created = await request(bff.app)
      .post('/api/properties')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ address: '12 Main St, Austin, TX 78701' })
      .expect(201);
    const draft = propertySchema.parse(created.body.property);
    expect(draft).toMatchObject({
      auth_user_id: user.id,
      status: 'draft',
      price: null,
      bedrooms_num: null,
      listing_agent: null,
      address: {
        address: '12 Main St, Austin, TX 78701',
        geometry: { location: { lat: 30.2672, lng: -97.7431 } },
      },
    });

    // Drafts are not listed.
    await request(bff.app).get('/api/properties').set('Cookie', cookie).expect(200, { properties: [] });

    const activated = await request(bff.app)
      .post(`/api/properties/${draft.id}/activate`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200);
    expect(activated.body.property.status).toBe('active');

    const listed = await request(bff.app).get('/api/properties').set('Cookie', cookie).expect(200);
    expect(listed.body.properties.map((p: { id: string }) => p.id)).toEqual([draft.id]);

    const got = await request(bff.app).get(`/api/properties/${draft.id}`).set('Cookie', cookie).expect(200);
    expect(got.body.property.id).toBe(draft.id);

    await request(bff.app)
      .post('/api/property/delete-property')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ property_id: draft.id })
      .expect(200, { ok: true });
    await request(bff.app)
      .get(`/api/properties/${draft.id}`)
      .set('Cookie', cookie)
      .expect(404, { error: 'not_found', message: 'Property not found' });
  });

  it('lists newest first and searches by address', async () => {
    const { cookie } = await signedIn(bff);
    const first = await addProperty(cookie, '1 Oak Ave, Austin, TX');
    const second = await addProperty(cookie, '2 Elm Rd, Austin, TX');
    const all = await request(bff.app).get('/api/properties').set('Cookie', cookie).expect(200);
    expect(all.body.properties.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    const found = await request(bff.app).get('/api/properties?search=oak').set('Cookie', cookie).expect(200);
    expect(found.body.properties.map((p: { id: string }) => p.id)).toEqual([first.id]);
  });

  it('answers the list and its search with an ETag: 304 while the cards are the same, 200 once one changes', async () => {
    const { cookie } = await signedIn(bff);
    const home = await addProperty(cookie, '3 Ash Ln, Austin, TX');
    for (const path of ['/api/properties', '/api/properties?search=ash']) {
      const first = await request(bff.app).get(path).set('Cookie', cookie).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await request(bff.app).get(path).set('Cookie', cookie).set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    }
    const before = (await request(bff.app).get('/api/properties').set('Cookie', cookie)).headers
      .etag as string;
    const agreement = bff.downstream.property.properties.find((p) => p.id === home.id)!;
    agreement.price = 415_000;
    const after = await request(bff.app)
      .get('/api/properties')
      .set('Cookie', cookie)
      .set('If-None-Match', before)
      .expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body.properties[0].price).toBe(415_000);
  });

  it("answers another user's property with 404", async () => {
    const owner = await signedIn(bff);
    const other = await signedIn(bff);
    const property = await addProperty(owner.cookie, '9 Pine St, Austin, TX');
    await request(bff.app)
      .get(`/api/properties/${property.id}`)
      .set('Cookie', other.cookie)
      .expect(404, { error: 'not_found', message: 'Property not found' });
    const list = await request(bff.app).get('/api/properties').set('Cookie', other.cookie).expect(200);
    expect(list.body.properties).toEqual([]);
  });
});

describe('bad input', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signedIn(bff));
  });

  it.each(['abc', '123', 'not-a-uuid', `${randomUUID()}x`])('a non-uuid id (%s) is 404', async (id) => {
    await request(bff.app)
      .get(`/api/properties/${id}`)
      .set('Cookie', cookie)
      .expect(404, { error: 'not_found', message: 'Property not found' });
    await request(bff.app)
      .post(`/api/properties/${id}/activate`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(404, { error: 'not_found', message: 'Property not found' });
  });

  it.each([
    [{}, 'Enter a valid address'],
    [{ address: '' }, 'Enter a valid address'],
    [{ address: 42 }, 'Enter a valid address'],
    [{ address: '<script>alert(1)</script>' }, 'Enter a valid address'],
    [{ address: '1'.repeat(301) }, 'Address must contain at most 300 characters'],
  ])('address %p -> 400 %p', async (body, message) => {
    await request(bff.app)
      .post('/api/properties')
      .set(CSRF)
      .set('Cookie', cookie)
      .send(body)
      .expect(400, { error: 'invalid_request', message, fields: { address: message } });
  });

  it("surfaces property's field violations", async () => {
    await request(bff.app)
      .post('/api/properties')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ address: '1 Nowhere Lane' })
      .expect(400, {
        error: 'invalid_request',
        message: 'We could not find this address',
        fields: { address: 'We could not find this address' },
      });
  });

  it('validates delete-property and search', async () => {
    await request(bff.app)
      .post('/api/property/delete-property')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ property_id: 'abc' })
      .expect(400, {
        error: 'invalid_request',
        message: 'Property not found',
        fields: { property_id: 'Property not found' },
      });
    await request(bff.app)
      .post('/api/property/delete-property')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ property_id: randomUUID() })
      .expect(404, { error: 'not_found', message: 'Property not found' });
    await request(bff.app)
      .get('/api/properties?search=a&search=b')
      .set('Cookie', cookie)
      .expect(400, {
        error: 'invalid_request',
        message: 'Search must be a single text value',
        fields: { search: 'Search must be a single text value' },
      });
    const long = await request(bff.app)
      .get(`/api/properties?search=${'x'.repeat(201)}`)
      .set('Cookie', cookie);
    expect(long.status).toBe(400);
  });

  it('refuses a multipart body where JSON is expected, and an oversized one', async () => {
    await request(bff.app)
      .post('/api/properties')
      .set(CSRF)
      .set('Cookie', cookie)
      .field('address', '1 Main St')
      .expect(415);
    await request(bff.app)
      .post('/api/properties')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ address: 'x'.repeat(200_000) })
      .expect(413);
  });
});

describe('downstream errors', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signedIn(bff));
  });

  it.each([
    [status.FAILED_PRECONDITION, 409, 'conflict', 'Only a draft can be activated'],
    [status.ALREADY_EXISTS, 409, 'conflict', 'You already added this property'],
    [status.PERMISSION_DENIED, 403, 'forbidden', 'Not yours'],
    [status.RESOURCE_EXHAUSTED, 429, 'rate_limited', 'Slow down'],
  ])('gRPC %s -> %s', async (code, httpStatus, error, message) => {
    bff.downstream.property.faults.set('activateProperty', fail(code, message));
    await request(bff.app)
      .post(`/api/properties/${randomUUID()}/activate`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(httpStatus, { error, message });
  });

  it('an internal failure is a generic 500 with no detail', async () => {
    bff.downstream.property.faults.set('listPropertyCards', crash());
    const response = await request(bff.app).get('/api/properties').set('Cookie', cookie).expect(500);
    expect(response.body).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
    expect(response.text).not.toMatch(/TypeError|handler\.ts|at /);
  });

  it('a slow service is 503 after the deadline', async () => {
    const slow = await startBff({ deadlineMs: 200 }, bff.downstream);
    try {
      const { cookie: slowCookie } = await signedIn(slow);
      bff.downstream.property.faults.set('getProperty', hang(600));
      await request(slow.app)
        .get(`/api/properties/${randomUUID()}`)
        .set('Cookie', slowCookie)
        .expect(503, { error: 'unavailable', message: 'Service temporarily unavailable. Please try again.' });
    } finally {
      await slow.close();
    }
  });

  it('an unreachable service is 503', async () => {
    const down = await startBff(
      { addresses: { property: DEAD_ADDRESS, notifications: DEAD_ADDRESS } },
      bff.downstream,
    );
    try {
      const { cookie: downCookie } = await signedIn(down);
      for (const path of ['/api/properties', '/api/notifications']) {
        await request(down.app).get(path).set('Cookie', downCookie).expect(503, {
          error: 'unavailable',
          message: 'Service temporarily unavailable. Please try again.',
        });
      }
    } finally {
      await down.close();
    }
  });
});

describe('GET /api/notifications', () => {
  it("answers the user's notifications only", async () => {
    const { cookie, user } = await signedIn(bff);
    const other = await signedIn(bff);
    bff.downstream.notifications.notifications.push(
      {
        userId: user.id,
        id: 'n1',
        kind: 'property.created',
        title: 'Property added',
        body: '12 Main St was added',
        subjectId: 'p1',
        read: false,
        createdAt: '2026-11-22T10:00:00.000Z',
        link: '/properties/p1',
      },
      {
        userId: other.user.id,
        id: 'n2',
        kind: 'property.created',
        title: 'Not yours',
        body: '',
        subjectId: '',
        read: true,
        createdAt: '2026-11-22T10:00:00.000Z',
        link: '',
      },
    );
    await request(bff.app)
      .get('/api/notifications')
      .set('Cookie', cookie)
      .expect(200, {
        notifications: [
          {
            id: 'n1',
            kind: 'property.created',
            title: 'Property added',
            body: '12 Main St was added',
            subject_id: 'p1',
            read: false,
            created_at: '2026-11-22T10:00:00.000Z',
            link: '/properties/p1',
          },
        ],
        unread_count: 1,
        next_cursor: null,
      });
  });
});
