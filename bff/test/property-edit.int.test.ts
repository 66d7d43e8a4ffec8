import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { propertySchema } from '../src/api/properties';
import { CSRF, signedIn, startBff, type TestBff } from './support/bff';
import { fail, REFRESHED_DETAILS, SAMPLE_PROPERTY } from './support/downstream';
import { addProperty, unlock } from './support/properties';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => bff.downstream.property.faults.clear());

function patch(cookie: string, id: string, body: object) {
  return request(bff.app).patch(`/api/properties/${id}`).set(CSRF).set('Cookie', cookie).send(body);
}

describe('PATCH /api/properties/:id', () => {
  it("edits the spec's fields and answers the updated property", async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    const response = await patch(cookie, property.id, {
      bedrooms_num: 3,
      bathrooms_num: 2.5,
      size: 1800,
      price: 450_000,
      listing_agent: { name: 'Jo Agent', company: 'Realty', phone_number: '5125550100' },
    }).expect(200);
    expect(propertySchema.parse(response.body.property)).toMatchObject({
      id: property.id,
      bedrooms_num: 3,
      bathrooms_num: 2.5,
      size: 1800,
      price: 450_000,
      listing_agent: { name: 'Jo Agent', company: 'Realty', phone_number: '(512) 555-0100' },
    });
  });

  it('sends only the fields given, so the others stay as they are', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    await patch(cookie, property.id, { bedrooms_num: 4, price: 300_000 }).expect(200);
    const response = await patch(cookie, property.id, { price: 310_000 }).expect(200);
    expect(bff.downstream.property.lastUpdate).toEqual({ propertyId: property.id, price: 310_000 });
    expect(response.body.property).toMatchObject({ bedrooms_num: 4, price: 310_000, listing_agent: null });
  });

  it.each<[string, object, Record<string, string>]>([
    ['0 bedrooms', { bedrooms_num: 0 }, { bedrooms_num: 'Bedrooms must be at least 1' }],
    ['100 bedrooms', { bedrooms_num: 100 }, { bedrooms_num: 'Cannot exceed 99' }],
    ['0 bathrooms', { bathrooms_num: 0 }, { bathrooms_num: 'Bathrooms must be at least 1' }],
    ['100 bathrooms', { bathrooms_num: 100 }, { bathrooms_num: 'Cannot exceed 99' }],
    ['size 0', { size: 0 }, { size: 'Size must be valid' }],
    ['size -5', { size: -5 }, { size: 'Size must be valid' }],
    ['price 0', { price: 0 }, { price: 'Price must be a positive number' }],
    ['price -10', { price: -10 }, { price: 'Price must be a positive number' }],
    ['price above 500,000,000', { price: 500_000_001 }, { price: 'Cannot exceed 500,000,000' }],
    [
      'a phone outside the mask',
      { listing_agent: { name: 'Jo', company: 'Realty', phone_number: '555-0100' } },
      { 'listing_agent.phone_number': 'Enter a valid phone number' },
    ],
    [
      'several bad fields',
      { bedrooms_num: 0, bathrooms_num: 100, price: 0 },
      {
        bedrooms_num: 'Bedrooms must be at least 1',
        bathrooms_num: 'Cannot exceed 99',
        price: 'Price must be a positive number',
      },
    ],
  ])('%s -> 400 with the rule message, nothing sent to the service', async (_label, body, fields) => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    bff.downstream.property.lastUpdate = undefined;
    const response = await patch(cookie, property.id, body).expect(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      message: Object.values(fields)[0],
      fields,
    });
    expect(bff.downstream.property.lastUpdate).toBeUndefined();
  });

  it("surfaces the property service's own field violations", async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    bff.downstream.property.faults.set(
      'updateProperty',
      fail(status.INVALID_ARGUMENT, 'Cannot exceed 99', { bedrooms_num: 'Cannot exceed 99' }),
    );
    await patch(cookie, property.id, { bedrooms_num: 5 }).expect(400, {
      error: 'invalid_request',
      message: 'Cannot exceed 99',
      fields: { bedrooms_num: 'Cannot exceed 99' },
    });
  });

  it("puts the service's violations of the agent's phone and the property id on the form's fields", async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    bff.downstream.property.faults.set(
      'updateProperty',
      fail(status.INVALID_ARGUMENT, 'Enter a valid phone number', {
        'listing_agent.phone_number': 'Enter a valid phone number',
        property_id: 'Property not found',
        unknown_field: 'Not a field of this form',
      }),
    );
    await patch(cookie, property.id, { listing_agent: { phone_number: '5125550100' } }).expect(400, {
      error: 'invalid_request',
      message: 'Enter a valid phone number',
      fields: { 'listing_agent.phone_number': 'Enter a valid phone number', id: 'Property not found' },
    });
  });

  it('needs the CSRF header and takes JSON only', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    await request(bff.app)
      .patch(`/api/properties/${property.id}`)
      .set('Cookie', cookie)
      .send({ bedrooms_num: 2 })
      .expect(403);
    await request(bff.app)
      .patch(`/api/properties/${property.id}`)
      .set(CSRF)
      .set('Cookie', cookie)
      .type('form')
      .send('bedrooms_num=2')
      .expect(415);
  });

  it('the sample property cannot be edited', async () => {
    const { cookie } = await signedIn(bff);
    await patch(cookie, 'sample', { bedrooms_num: 2 }).expect(404, {
      error: 'not_found',
      message: 'Property not found',
    });
  });
});

describe('POST /api/property/delete-property', () => {
  it('refuses an unlocked property with 409 and keeps it', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    unlock(bff, property.id);
    await request(bff.app)
      .post('/api/property/delete-property')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ property_id: property.id })
      .expect(409, { error: 'conflict', message: 'An unlocked property cannot be removed' });
    await request(bff.app).get(`/api/properties/${property.id}`).set('Cookie', cookie).expect(200);
  });
});

describe('POST /api/property/streetview', () => {
  it('answers the image URL and link of the address', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie, '12 Main St, Austin, TX 78701');
    const response = await request(bff.app)
      .post('/api/property/streetview')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ property_id: property.id })
      .expect(200);
    expect(response.body).toEqual({
      street_view_image_url: expect.stringContaining('location=30.2672,-97.7431'),
      street_view_link: expect.stringContaining('viewpoint=30.2672,-97.7431'),
    });
  });

  it('answers a null image where there is no imagery, still with a link', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie, '3 Oak Ave, Austin, TX');
    const response = await request(bff.app)
      .post('/api/property/streetview')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ property_id: property.id })
      .expect(200);
    expect(response.body).toEqual({
      street_view_image_url: null,
      street_view_link: expect.stringContaining('3%20Oak%20Ave'),
    });
  });
});

describe('POST /api/property/get-property-by-address (re-parse)', () => {
  it('answers the refreshed record with its geocode unchanged', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie, '12 Main St, Austin, TX 78701');
    expect(property.images).toEqual([]);
    const response = await request(bff.app)
      .post('/api/property/get-property-by-address')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ property_id: property.id, user_id: 'ignored-the-session-says-who' })
      .expect(200);
    const refreshed = propertySchema.parse(response.body.property);
    expect(refreshed).toMatchObject({
      id: property.id,
      images: REFRESHED_DETAILS.images,
      bedrooms_num: REFRESHED_DETAILS.bedroomsNum,
      legal_description: REFRESHED_DETAILS.legalDescription,
      parcel_number: REFRESHED_DETAILS.parcelNumber,
    });
    expect(refreshed.address.geometry).toEqual(property.address.geometry);
  });

  it('is 503 when the data provider is down (the SPA shows "Property update failed!")', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    bff.downstream.property.faults.set('refreshPropertyData', fail(status.UNAVAILABLE, 'provider down'));
    await request(bff.app)
      .post('/api/property/get-property-by-address')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ property_id: property.id })
      .expect(503);
  });
});

describe('the sample property', () => {
  it.each(['/api/properties/sample', '/api/properties/sample?ignored=1'])('GET %s', async (path) => {
    const { cookie } = await signedIn(bff);
    const response = await request(bff.app).get(path).set('Cookie', cookie).expect(200);
    const sample = propertySchema.parse(response.body.property);
    expect(sample).toMatchObject({
      id: 'sample',
      is_sample: true,
      is_unlocked: true,
      status: 'active',
      address: { address: SAMPLE_PROPERTY.address!.address },
      documents: {
        offer_letter: false,
        purchase_agreement: false,
        home_inspection: false,
        has_purchase_agreement_draft: false,
      },
    });
  });

  it('needs a session', async () => {
    await request(bff.app).get('/api/properties/sample').expect(401);
  });
});

describe('the property JSON', () => {
  it('carries the new fields and the document indicators', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    expect(property).toMatchObject({
      legal_description: '',
      parcel_number: '',
      home_inspection: null,
      street_view_image_url: null,
      documents: {
        offer_letter: false,
        purchase_agreement: false,
        home_inspection: false,
        has_purchase_agreement_draft: false,
      },
    });
    const stored = bff.downstream.property.properties.find((p) => p.id === property.id)!;
    stored.homeInspectionId = 'insp-1';
    stored.streetViewImageUrl = 'https://maps.example/sv.jpg';
    const response = await request(bff.app).get(`/api/properties/${property.id}`).set('Cookie', cookie);
    expect(response.body.property).toMatchObject({
      home_inspection: 'insp-1',
      street_view_image_url: 'https://maps.example/sv.jpg',
      documents: {
        offer_letter: false,
        purchase_agreement: false,
        home_inspection: true,
        has_purchase_agreement_draft: false,
      },
    });
  });

  it('carries the sellers, the PIN and the address components the documents prefill from', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    expect(property).toMatchObject({ sellers: [], pin: '', address: { address_components: [] } });
    const stored = bff.downstream.property.properties.find((p) => p.id === property.id)!;
    stored.sellers = [{ name: 'Ann Owner', phone: '(512) 555-0101', email: 'ann@example.com', address: '' }];
    stored.pin = '0123-4567';
    stored.address!.addressComponents = [
      {
        longName: 'Travis County',
        shortName: 'Travis County',
        types: ['administrative_area_level_2', 'political'],
      },
    ];
    const response = await request(bff.app).get(`/api/properties/${property.id}`).set('Cookie', cookie);
    expect(propertySchema.parse(response.body.property)).toMatchObject({
      sellers: [{ name: 'Ann Owner', phone: '(512) 555-0101', email: 'ann@example.com', address: '' }],
      pin: '0123-4567',
      address: {
        address_components: [
          {
            long_name: 'Travis County',
            short_name: 'Travis County',
            types: ['administrative_area_level_2', 'political'],
          },
        ],
      },
    });
  });
});

describe('GET /api/properties?search=', () => {
  it('passes the search to the property service, trimmed, and answers what it finds', async () => {
    const { cookie } = await signedIn(bff);
    const oak = await addProperty(bff, cookie, '1 Oak Ave, Austin, TX');
    await addProperty(bff, cookie, '2 Elm Rd, Austin, TX');
    const requests = bff.downstream.property.cardListRequests;
    const response = await request(bff.app)
      .get(`/api/properties?search=${encodeURIComponent("  Oak Ave' OR 1=1 --  ")}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(requests.at(-1)).toEqual({ search: "Oak Ave' OR 1=1 --" });
    expect(response.body.properties).toEqual([]);
    await request(bff.app).get('/api/properties?search=oak').set('Cookie', cookie).expect(200);
    expect(requests.at(-1)).toEqual({ search: 'oak' });
    const found = await request(bff.app).get('/api/properties?search=oak').set('Cookie', cookie);
    expect(found.body.properties.map((p: { id: string }) => p.id)).toEqual([oak.id]);
  });
});

describe("another user's property is 404 on every route", () => {
  let owner: string;
  let other: string;
  let propertyId: string;
  beforeAll(async () => {
    owner = (await signedIn(bff)).cookie;
    other = (await signedIn(bff)).cookie;
    propertyId = (await addProperty(bff, owner)).id;
    // The owner has a payment too, so payment-status has something to hide.
    await request(bff.app)
      .post('/api/stripe/create-payment')
      .set(CSRF)
      .set('Cookie', owner)
      .send({ amount: 99, propertyId })
      .expect(200);
  });

  const calls: [string, (id: string) => request.Test][] = [
    ['GET /api/properties/:id', (id) => request(bff.app).get(`/api/properties/${id}`)],
    ['POST /api/properties/:id/activate', (id) => request(bff.app).post(`/api/properties/${id}/activate`)],
    ['PATCH /api/properties/:id', (id) => request(bff.app).patch(`/api/properties/${id}`).send({ size: 10 })],
    [
      'POST /api/property/streetview',
      (id) => request(bff.app).post('/api/property/streetview').send({ property_id: id }),
    ],
    [
      'POST /api/property/get-property-by-address',
      (id) => request(bff.app).post('/api/property/get-property-by-address').send({ property_id: id }),
    ],
    [
      'POST /api/stripe/create-payment',
      (id) => request(bff.app).post('/api/stripe/create-payment').send({ amount: 9900, propertyId: id }),
    ],
    [
      'GET /api/stripe/payment-status',
      (id) => request(bff.app).get(`/api/stripe/payment-status?property_id=${id}`),
    ],
    // Last: the owner's own call removes the property.
    [
      'POST /api/property/delete-property',
      (id) => request(bff.app).post('/api/property/delete-property').send({ property_id: id }),
    ],
  ];

  it.each(calls)('%s', async (_label, call) => {
    const stored = () => JSON.stringify(bff.downstream.property.properties.find((p) => p.id === propertyId));
    const before = stored();
    const response = await call(propertyId).set(CSRF).set('Cookie', other).expect(404);
    expect(response.body).toEqual({ error: 'not_found', message: expect.stringMatching(/not found$/) });
    expect(stored()).toBe(before);
    // ...while the same call works for the owner: the 404 is about ownership, not the route.
    const own = await call(propertyId).set(CSRF).set('Cookie', owner);
    expect(own.status).toBeLessThan(300);
  });
});

describe('an unknown property id', () => {
  it('is 404 for the edit, street view and re-parse', async () => {
    const { cookie } = await signedIn(bff);
    const id = randomUUID();
    await patch(cookie, id, { size: 10 }).expect(404);
    for (const path of ['/api/property/streetview', '/api/property/get-property-by-address']) {
      await request(bff.app)
        .post(path)
        .set(CSRF)
        .set('Cookie', cookie)
        .send({ property_id: id })
        .expect(404, { error: 'not_found', message: 'Property not found' });
    }
  });
});
