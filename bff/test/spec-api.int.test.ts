// Spec part 1's API as written (issue 25 item 11), through the real BFF to the real services: a client that follows
// section 7 to the letter gets what the SPA gets.
import http from 'node:http';
import request from 'supertest';
import { CSRF, PASSWORD, sessionCookieOf } from './support/bff';
import { startRealStack, type RealStack } from './support/real-stack';

const ADDRESS = '1423 Maple Ridge Dr, Austin, TX 78745';

let stack: RealStack;
let server: http.Server;
let cookie: string;
let property: { id: string } & Record<string, unknown>;

async function signUp(email: string): Promise<string> {
  await request(server)
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({ email, password: PASSWORD, name: 'Ada Buyer', terms: true })
    .expect(200);
  await stack.verifyEmail(email);
  const signedIn = await request(server)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password: PASSWORD })
    .expect(200);
  return sessionCookieOf(signedIn)!;
}

const post = (path: string, body: object) =>
  request(server).post(path).set(CSRF).set('Cookie', cookie).send(body);
const patch = (body: object) =>
  request(server).patch(`/api/properties/${property.id}`).set(CSRF).set('Cookie', cookie).send(body);

beforeAll(async () => {
  stack = await startRealStack('bff_spec_api');
  server = http.createServer(stack.app).listen(0);
  cookie = await signUp(`spec-api-${Date.now()}@example.com`);
  const created = await post('/api/properties', { address: ADDRESS }).expect(201);
  property = created.body.property;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await stack?.stop();
});

describe('POST /api/property/streetview', () => {
  it("takes the spec's payload, the property itself, and answers as for its property_id", async () => {
    const byId = await post('/api/property/streetview', { property_id: property.id }).expect(200);
    const bySpec = await post('/api/property/streetview', { property }).expect(200);
    expect(bySpec.body).toEqual(byId.body);
    expect(bySpec.body).toHaveProperty('street_view_image_url');
  });

  it('reads only the id: an address in the body changes nothing, another id is not found', async () => {
    const byId = await post('/api/property/streetview', { property_id: property.id }).expect(200);
    const forged = await post('/api/property/streetview', {
      property: { ...property, address: { formatted_address: '1600 Pennsylvania Ave NW, Washington, DC' } },
    }).expect(200);
    expect(forged.body).toEqual(byId.body);
    await post('/api/property/streetview', {
      property: { id: '00000000-0000-4000-8000-000000000000' },
    }).expect(404);
  });

  it('refuses a body with neither, or with two different ids, in plain words', async () => {
    const neither = await post('/api/property/streetview', {}).expect(400);
    expect(neither.body.fields).toEqual({ property: 'Send the property (or its property_id)' });
    const notAnObject = await post('/api/property/streetview', { property: 'x' }).expect(400);
    expect(notAnObject.body.fields).toEqual({
      property: 'property must be the property, an object with its id',
    });
    const two = await post('/api/property/streetview', {
      property_id: property.id,
      property: { id: '00000000-0000-4000-8000-000000000000' },
    }).expect(400);
    expect(two.body.fields).toEqual({ property_id: 'property_id and property.id name different properties' });
  });
});

describe('PATCH /api/properties/{id} with property_price', () => {
  it('saves the price the spec sends with property_price', async () => {
    const saved = await patch({ price: 410_000, property_price: 410_000 }).expect(200);
    expect(saved.body.property.price).toBe(410_000);
  });

  it('takes property_price alone as the price', async () => {
    const saved = await patch({ property_price: 420_000 }).expect(200);
    expect(saved.body.property.price).toBe(420_000);
    const read = await request(server)
      .get(`/api/properties/${property.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(read.body.property.price).toBe(420_000);
  });

  it("refuses a property_price that is not the price, or breaks the price's rules, and changes nothing", async () => {
    const differs = await patch({ price: 430_000, property_price: 1 }).expect(400);
    expect(differs.body.fields).toEqual({ property_price: 'property_price must be the same as price' });
    const tooHigh = await patch({ property_price: 500_000_001 }).expect(400);
    expect(tooHigh.body.fields).toEqual({ property_price: 'Cannot exceed 500,000,000' });
    const read = await request(server)
      .get(`/api/properties/${property.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(read.body.property.price).toBe(420_000);
  });
});

describe('the user', () => {
  it("has the spec's avatar_url: none (null) for an account made with a password", async () => {
    const me = await request(server).get('/api/me').set('Cookie', cookie).expect(200);
    expect(me.body.user).toHaveProperty('avatar_url', null);
  });
});
