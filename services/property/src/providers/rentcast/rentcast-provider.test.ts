import { startProviderServer, type ProviderServer } from '../../../test/support/provider-server';
import { rentCastPropertyRecord, rentCastSaleListing } from '../../../test/support/provider-samples';
import { ProviderUnavailableError } from '../http-json';
import type { LookupCache } from '../../domain/lookup-cache';
import { RentCastProvider } from './rentcast-provider';

const API_KEY = 'rc-test-key';

function memoryCache(): LookupCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (provider, key) => entries.get(`${provider}|${key}`),
    put: async (provider, key, payload) => {
      entries.set(`${provider}|${key}`, JSON.parse(JSON.stringify(payload)));
    },
  };
}

let server: ProviderServer;

beforeEach(async () => {
  server = await startProviderServer({
    '/v1/properties': () => ({ body: [rentCastPropertyRecord] }),
    '/v1/listings/sale': () => ({ body: [rentCastSaleListing] }),
  });
});

afterEach(() => server.stop());

function provider(cache = memoryCache(), timeoutMs = 2000) {
  return new RentCastProvider({
    baseUrl: `${server.baseUrl}/v1`,
    apiKey: API_KEY,
    cache,
    cacheTtlMs: 60_000,
    timeoutMs,
  });
}

describe('RentCast provider', () => {
  it('combines the property record and the active sale listing, asking with X-Api-Key', async () => {
    const details = await provider().lookup('5500 grand lake dr, san antonio, tx 78244');
    expect(details).toEqual({
      address: {
        address: '5500 grand lake dr, san antonio, tx 78244',
        formattedAddress: '5500 Grand Lake Dr, San Antonio, TX 78244',
        street: '5500 Grand Lake Dr',
        streetLine2: '',
        city: 'San Antonio',
        state: 'TX',
        zipCode: '78244',
        location: { lat: 29.475962, lng: -98.351442 },
        components: [
          { longName: '5500', shortName: '5500', types: ['street_number'] },
          { longName: 'Grand Lake Drive', shortName: 'Grand Lake Dr', types: ['route'] },
          { longName: 'San Antonio', shortName: 'San Antonio', types: ['locality', 'political'] },
          {
            longName: 'Bexar County',
            shortName: 'Bexar County',
            types: ['administrative_area_level_2', 'political'],
          },
          { longName: 'Texas', shortName: 'TX', types: ['administrative_area_level_1', 'political'] },
          { longName: 'United States', shortName: 'US', types: ['country', 'political'] },
          { longName: '78244', shortName: '78244', types: ['postal_code'] },
        ],
      },
      price: 299900,
      isListed: true,
      bedroomsNum: 3,
      // the listing is newer than the public record
      bathroomsNum: 2.5,
      size: 1878,
      type: 'Single Family Residence',
      images: [],
      listingAgent: {
        name: 'Jennifer Welch',
        company: 'Welch Realty',
        phoneNumber: '(210) 333-4444',
        // the agent's own, not the office's
        email: 'jennifer@example.com',
      },
      legalDescription: 'CB 5076A BLK 3 LOT 50',
      parcelNumber: '05076-103-0500',
      pin: '05076-103-0500',
      // the owners of record, with the address their tax bill goes to; RentCast knows no phone or e-mail
      sellers: [
        { name: 'Michael Smith', phone: '', email: '', address: '149 Weaver Blvd, Weaverville, NC 28787' },
        { name: 'Laura Smith', phone: '', email: '', address: '149 Weaver Blvd, Weaverville, NC 28787' },
      ],
      dataProvider: 'rentcast',
    });
    expect(server.requests.map((r) => r.path).sort()).toEqual(['/v1/listings/sale', '/v1/properties']);
    for (const request of server.requests) {
      expect(request.headers['x-api-key']).toBe(API_KEY);
      expect(request.query.get('address')).toBe('5500 grand lake dr, san antonio, tx 78244');
    }
  });

  it('answers from the cache for the same home however it is typed, without calling RentCast again', async () => {
    const cache = memoryCache();
    const first = await provider(cache).lookup('5500 Grand Lake Dr, San Antonio, TX 78244');
    const second = await provider(cache).lookup('5500 grand lake dr  san antonio tx 78244');
    expect(server.requests).toHaveLength(2);
    expect(second).toEqual({ ...first, address: { ...first.address, address: second.address.address } });
  });

  it('reports an inactive listing as not listed, with no price or agent', async () => {
    server.on('/v1/listings/sale', () => ({ body: [{ ...rentCastSaleListing, status: 'Inactive' }] }));
    const details = await provider().lookup('5500 Grand Lake Dr, San Antonio, TX 78244');
    expect(details).toMatchObject({ isListed: false, price: null, listingAgent: null, bedroomsNum: 3 });
  });

  it("leaves the agent's e-mail empty when the listing has none or a malformed one", async () => {
    for (const email of [null, 'not an e-mail']) {
      server.on('/v1/listings/sale', () => ({
        body: [{ ...rentCastSaleListing, listingAgent: { ...rentCastSaleListing.listingAgent, email } }],
      }));
      const details = await provider().lookup(`5500 Grand Lake Dr, San Antonio, TX 78244 ${String(email)}`);
      expect(details.listingAgent).toMatchObject({ name: 'Jennifer Welch', email: '' });
    }
  });

  it('uses the public record alone when there is no listing (empty array or 404)', async () => {
    server.on('/v1/listings/sale', () => ({ status: 404, body: { message: 'No data found' } }));
    const details = await provider().lookup('5500 Grand Lake Dr, San Antonio, TX 78244');
    expect(details).toMatchObject({
      isListed: false,
      price: null,
      bathroomsNum: 2,
      dataProvider: 'rentcast',
    });
  });

  it('knows no sellers without an owner on the public record, nor from a listing alone', async () => {
    server.on('/v1/properties', () => ({
      body: [
        { ...rentCastPropertyRecord, owner: { names: ['  '], type: 'Individual', mailingAddress: null } },
      ],
    }));
    expect((await provider().lookup('5500 Grand Lake Dr, San Antonio, TX 78244')).sellers).toEqual([]);
    server.on('/v1/properties', () => ({ body: [] }));
    const details = await provider().lookup('5500 Grand Lake Dr, Apt 1, San Antonio, TX 78244');
    expect(details).toMatchObject({ sellers: [], pin: '', legalDescription: '', dataProvider: 'rentcast' });
  });

  it('keeps an owner without a mailing address, with an empty address', async () => {
    server.on('/v1/properties', () => ({
      body: [{ ...rentCastPropertyRecord, owner: { names: ['ACME HOLDINGS LLC'], type: 'Organization' } }],
    }));
    const details = await provider().lookup('5500 Grand Lake Dr, San Antonio, TX 78244');
    expect(details.sellers).toEqual([{ name: 'ACME HOLDINGS LLC', phone: '', email: '', address: '' }]);
  });

  it('maps types onto the spec and drops values outside the spec limits (a studio has 0 bedrooms)', async () => {
    server.on('/v1/properties', () => ({
      body: [{ ...rentCastPropertyRecord, propertyType: 'Townhouse', bedrooms: 0, squareFootage: 0 }],
    }));
    server.on('/v1/listings/sale', () => ({ body: [] }));
    const details = await provider().lookup('5500 Grand Lake Dr, San Antonio, TX 78244');
    expect(details).toMatchObject({ type: 'Townhome', bedroomsNum: null, size: null });
  });

  it('describes an address RentCast does not know from the address alone, and caches that answer too', async () => {
    server.on('/v1/properties', () => ({ body: [] }));
    server.on('/v1/listings/sale', () => ({ body: [] }));
    const cache = memoryCache();
    const details = await provider(cache).lookup('1 New Build Way, Austin, TX 78701');
    expect(details).toMatchObject({ dataProvider: 'address-only', isListed: false });
    await provider(cache).lookup('1 New Build Way, Austin, TX 78701');
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['a server error', () => ({ status: 500, body: { message: 'boom' } })],
    ['a rejected key', () => ({ status: 401, body: { message: 'Invalid API key' } })],
    ['a body that is not JSON', () => ({ body: '<html>' })],
    ['an unexpected shape', () => ({ body: { records: 'none' } })],
    ['a timeout', () => ({ body: [], delayMs: 500 })],
  ])('fails as unavailable on %s, caching nothing', async (_label, route) => {
    server.on('/v1/properties', route);
    const cache = memoryCache();
    const failure = await provider(cache, 200)
      .lookup('5500 Grand Lake Dr, San Antonio, TX 78244')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(String(failure)).not.toContain(API_KEY);
    expect(cache.entries.size).toBe(0);
  });
});
