import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { connectDatabase, type Knex } from '@homeward/kit';
import { grpcFailureOf as failureOf } from '@homeward/testing';
import { startPropertyHarness, type PropertyHarness } from './support/harness';
import {
  censusMatch,
  rentCastPropertyRecord,
  rentCastSaleListing,
  streetViewMetadataOk,
} from './support/provider-samples';
import { startProviderServer, type ProviderServer } from './support/provider-server';

// The service with RentCast, the Census geocoder and Street View configured, all answered by a local server.
let providers: ProviderServer;
let harness: PropertyHarness;
let db: Knex;
let token: string;
const KNOWN = '5500 Grand Lake Dr, San Antonio, TX 78244';
const GEOCODE = '/geocoder/locations/onelineaddress';

function answerKnownAddressOnly(path: string, records: unknown[]) {
  providers.on(path, (request) => ({
    body: request.query.get('address')?.toLowerCase().startsWith('5500 grand lake') ? records : [],
  }));
}

beforeAll(async () => {
  providers = await startProviderServer({
    [GEOCODE]: () => ({ body: censusMatch(30.2672, -97.7431) }),
    '/streetview/metadata': () => ({ body: streetViewMetadataOk(29.47597, -98.35145) }),
  });
  answerKnownAddressOnly('/v1/properties', [rentCastPropertyRecord]);
  answerKnownAddressOnly('/v1/listings/sale', [rentCastSaleListing]);
  harness = await startPropertyHarness('property_providers', {
    PROPERTY_DATA_PROVIDER: 'rentcast',
    RENTCAST_API_KEY: 'rc-int-key',
    RENTCAST_BASE_URL: `${providers.baseUrl}/v1`,
    CENSUS_GEOCODER_URL: providers.baseUrl,
    GOOGLE_MAPS_API_KEY: 'maps-int-key',
    STREET_VIEW_BASE_URL: `${providers.baseUrl}/streetview`,
    PROPERTY_DATA_TIMEOUT_MS: '1000',
  });
  db = connectDatabase(harness.database.url);
  token = await harness.issuer.tokenFor(randomUUID());
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await harness?.stop();
  await providers?.stop();
});

const auth = () => ({ accessToken: token });
const rentCastCalls = () => providers.requests.filter((request) => request.path.startsWith('/v1/')).length;

describe('property data through the configured providers', () => {
  it("stores RentCast's details, asks RentCast once per home (cached in the database)", async () => {
    const before = rentCastCalls();
    const { property } = await harness.client.createProperty({ address: KNOWN }, auth());
    expect(property).toMatchObject({
      dataProvider: 'rentcast',
      isListed: true,
      price: 299900,
      bedroomsNum: 3,
      bathroomsNum: 2.5,
      size: 1878,
      type: 'Single Family Residence',
      listingAgent: {
        name: 'Jennifer Welch',
        company: 'Welch Realty',
        phoneNumber: '(210) 333-4444',
        email: 'jennifer@example.com',
      },
      address: { formattedAddress: KNOWN, location: { lat: 29.475962, lng: -98.351442 } },
    });
    expect(rentCastCalls()).toBe(before + 2);
    const cached = await db('property_data_cache').where({ provider: 'rentcast' });
    expect(cached).toHaveLength(1);
    expect(cached[0].expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);

    const again = await harness.client.createProperty({ address: KNOWN.toLowerCase() }, auth());
    expect(again.property).toMatchObject({ dataProvider: 'rentcast', price: 299900 });
    expect(rentCastCalls()).toBe(before + 2);
    // The parcel facts are stored with the property.
    expect(await db('properties').where({ id: property!.id }).first()).toMatchObject({
      parcel_number: '05076-103-0500',
      legal_description: 'CB 5076A BLK 3 LOT 50',
      street_view: { available: true, location: { lat: 29.47597, lng: -98.35145 } },
    });
  });

  it("keeps RentCast's owners as sellers, its assessor id as the PIN and its county, for get and list", async () => {
    const { property } = await harness.client.createProperty({ address: KNOWN }, auth());
    const sellers = [
      { name: 'Michael Smith', phone: '', email: '', address: '149 Weaver Blvd, Weaverville, NC 28787' },
      { name: 'Laura Smith', phone: '', email: '', address: '149 Weaver Blvd, Weaverville, NC 28787' },
    ];
    const county = {
      longName: 'Bexar County',
      shortName: 'Bexar County',
      types: ['administrative_area_level_2', 'political'],
    };
    expect(property).toMatchObject({ sellers, pin: '05076-103-0500', parcelNumber: '05076-103-0500' });
    expect(property!.address!.addressComponents).toContainEqual(county);

    await harness.client.activateProperty({ propertyId: property!.id }, auth());
    const { property: got } = await harness.client.getProperty({ propertyId: property!.id }, auth());
    expect(got).toMatchObject({ sellers, pin: '05076-103-0500' });
    expect(got!.address!.addressComponents).toEqual(property!.address!.addressComponents);
    const { properties } = await harness.client.listProperties({ search: '' }, auth());
    const listed = properties.find((candidate) => candidate.id === property!.id);
    expect(listed).toMatchObject({ sellers, pin: '05076-103-0500' });
    expect(listed!.address!.addressComponents).toContainEqual(county);

    // stored with the spec's names: sellers and pin columns, the components inside the address
    const row = await db('properties').where({ id: property!.id }).first();
    expect(row).toMatchObject({ sellers, pin: '05076-103-0500' });
    expect(row.address.address_components).toContainEqual({
      long_name: 'Bexar County',
      short_name: 'Bexar County',
      types: ['administrative_area_level_2', 'political'],
    });
  });

  it('describes a home RentCast does not know from its address, placed by the Census geocoder', async () => {
    const { property } = await harness.client.createProperty(
      { address: '12 Main St, Austin, TX 78701' },
      auth(),
    );
    expect(property).toMatchObject({
      dataProvider: 'address-only',
      isListed: false,
      address: { city: 'Austin', location: { lat: 30.2672, lng: -97.7431 } },
      sellers: [],
      pin: '',
    });
    // the geocoder's standardised parts (the sample match is 4600 Silver Hill Rd, Washington, DC)
    expect(property!.address!.addressComponents.map((component) => component.shortName)).toEqual([
      '4600',
      'Silver Hill Rd',
      'Washington',
      'DC',
      'US',
      '20233',
    ]);
  });

  it("re-parse replaces the sellers with the provider's current owners of record", async () => {
    const address = '5500 Grand Lake Dr, Unit 2, San Antonio, TX 78244';
    const { property } = await harness.client.createProperty({ address }, auth());
    expect(property!.sellers.map((seller) => seller.name)).toEqual(['Michael Smith', 'Laura Smith']);
    // RentCast's answer is cached per home; a new owner shows once the cached answer is gone
    await db('property_data_cache').where({ provider: 'rentcast' }).delete();
    const newOwner = { names: ['Rosa Delgado'], type: 'Individual', mailingAddress: null };
    answerKnownAddressOnly('/v1/properties', [{ ...rentCastPropertyRecord, owner: newOwner }]);
    try {
      const { property: refreshed } = await harness.client.refreshPropertyData(
        { propertyId: property!.id },
        auth(),
      );
      expect(refreshed!.sellers).toEqual([{ name: 'Rosa Delgado', phone: '', email: '', address: '' }]);
      const row = await db('properties').where({ id: property!.id }).first();
      expect(row.sellers).toEqual(refreshed!.sellers);
    } finally {
      answerKnownAddressOnly('/v1/properties', [rentCastPropertyRecord]);
    }
  });

  it('answers UNAVAILABLE (not INTERNAL, not a bad address) while RentCast is down', async () => {
    providers.on('/v1/properties', () => ({ status: 503, body: { message: 'maintenance' } }));
    try {
      const failure = await failureOf(
        harness.client.createProperty({ address: '77 Elsewhere Rd, Austin, TX 78701' }, auth()),
      );
      expect(failure).toMatchObject({
        code: status.UNAVAILABLE,
        details: 'Property details are unavailable right now. Please try again.',
      });
    } finally {
      answerKnownAddressOnly('/v1/properties', [rentCastPropertyRecord]);
    }
  });

  it("leaves no draft behind when the provider answers after the caller's deadline", async () => {
    // Slower than the caller (the BFF) waits, within PROPERTY_DATA_TIMEOUT_MS (1000): before the fix the lookup
    // went on after the BFF had answered 503, and stored a draft the buyer never saw.
    providers.on('/v1/properties', () => ({ body: [], delayMs: 700 }));
    const owner = randomUUID();
    const ownerToken = await harness.issuer.tokenFor(owner);
    try {
      const failure = await failureOf(
        harness.client.createProperty(
          { address: '12 Slow Answer Ln, Austin, TX 78701' },
          { accessToken: ownerToken, deadlineMs: 400 },
        ),
      );
      // Answered by this service within the caller's deadline (not the caller's own DEADLINE_EXCEEDED).
      expect(failure).toMatchObject({
        code: status.UNAVAILABLE,
        details: 'Property details are unavailable right now. Please try again.',
      });
      // Past the provider's answer and the time an insert would take.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(await db('properties').where({ owner_id: owner })).toEqual([]);
    } finally {
      answerKnownAddressOnly('/v1/properties', [rentCastPropertyRecord]);
    }
  });

  it("keeps a home's stored data when the re-parse's provider answers after the caller's deadline", async () => {
    const address = '5500 Grand Lake Dr, Unit 3, San Antonio, TX 78244';
    const { property } = await harness.client.createProperty({ address }, auth());
    await db('property_data_cache').where({ provider: 'rentcast' }).delete();
    const newOwner = { names: ['Late Answer'], type: 'Individual', mailingAddress: null };
    providers.on('/v1/properties', () => ({
      body: [{ ...rentCastPropertyRecord, owner: newOwner }],
      delayMs: 700,
    }));
    try {
      const failure = await failureOf(
        harness.client.refreshPropertyData({ propertyId: property!.id }, { ...auth(), deadlineMs: 400 }),
      );
      expect(failure.code).toBe(status.UNAVAILABLE);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const row = await db('properties').where({ id: property!.id }).first();
      expect(row.sellers.map((seller: { name: string }) => seller.name)).toEqual([
        'Michael Smith',
        'Laura Smith',
      ]);
    } finally {
      answerKnownAddressOnly('/v1/properties', [rentCastPropertyRecord]);
    }
  });
});
