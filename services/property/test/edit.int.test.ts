import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { connectDatabase, type Knex } from '@homeward/kit';
import type { Property } from '@homeward/protos/gen/homeward/property/v1/property';
import { grpcFailureOf as failureOf } from '@homeward/testing';
import { startPropertyHarness, type PropertyHarness } from './support/harness';
import { streetViewMetadataOk } from './support/provider-samples';
import { startProviderServer, type ProviderServer } from './support/provider-server';

// The demo dataset, and Street View answered by a local server.
let providers: ProviderServer;
let harness: PropertyHarness;
let db: Knex;
let alice: string;
let bob: string;
const MAPS_KEY = 'maps-edit-key';
const BROWSER_KEY = 'maps-edit-browser-key';

beforeAll(async () => {
  providers = await startProviderServer({
    '/streetview/metadata': () => ({ body: streetViewMetadataOk(30.2081, -97.8043) }),
  });
  harness = await startPropertyHarness('property_edit', {
    PROPERTY_DATA_PROVIDER: 'demo',
    GOOGLE_MAPS_API_KEY: MAPS_KEY,
    GOOGLE_MAPS_BROWSER_KEY: BROWSER_KEY,
    STREET_VIEW_BASE_URL: `${providers.baseUrl}/streetview`,
  });
  db = connectDatabase(harness.database.url);
  alice = await harness.issuer.tokenFor(randomUUID());
  bob = await harness.issuer.tokenFor(randomUUID());
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await harness?.stop();
  await providers?.stop();
});

const as = (accessToken: string) => ({ accessToken });

async function addActive(address: string, token = alice): Promise<Property> {
  const { property } = await harness.client.createProperty({ address }, as(token));
  return (await harness.client.activateProperty({ propertyId: property!.id }, as(token))).property!;
}

describe('UpdateProperty', () => {
  it('changes only the fields sent, formatting the agent phone, and keeps them', async () => {
    const property = await addActive('1900 Desert Bloom Ave, Phoenix, AZ 85016');
    const { property: edited } = await harness.client.updateProperty(
      {
        propertyId: property.id,
        bedroomsNum: 4,
        price: 470_000,
        listingAgent: { name: 'New Agent', company: '', phoneNumber: '6025550199', email: '' },
      },
      as(alice),
    );
    expect(edited).toEqual({
      ...property,
      bedroomsNum: 4,
      price: 470_000,
      // a renamed agent loses the data provider's e-mail: it was the previous agent's
      listingAgent: { name: 'New Agent', company: '', phoneNumber: '(602) 555-0199', email: '' },
    });
    expect((await harness.client.getProperty({ propertyId: property.id }, as(alice))).property).toEqual(
      edited,
    );

    const cleared = await harness.client.updateProperty(
      { propertyId: property.id, listingAgent: { name: '', company: '', phoneNumber: '', email: '' } },
      as(alice),
    );
    expect(cleared.property!.listingAgent).toBeUndefined();
    expect(cleared.property!.bedroomsNum).toBe(4);
  });

  it("keeps the data provider's agent e-mail while the agent keeps their name; the edit cannot set one", async () => {
    const property = await addActive('1900 Desert Bloom Ave, Phoenix, AZ 85016');
    expect(property.listingAgent).toMatchObject({ name: 'Ruben Ortiz', email: 'ruben.ortiz@example.com' });
    const { property: edited } = await harness.client.updateProperty(
      {
        propertyId: property.id,
        listingAgent: {
          name: 'Ruben Ortiz',
          company: 'Ortiz Homes',
          phoneNumber: '6025550199',
          email: 'x@evil.test',
        },
      },
      as(alice),
    );
    expect(edited!.listingAgent).toEqual({
      name: 'Ruben Ortiz',
      company: 'Ortiz Homes',
      phoneNumber: '(602) 555-0199',
      email: 'ruben.ortiz@example.com',
    });
  });

  it('refuses values outside the spec limits with the spec messages, changing nothing', async () => {
    const property = await addActive('514 Pecan St, Savannah, GA 31401');
    const failure = await failureOf(
      harness.client.updateProperty(
        {
          propertyId: property.id,
          bedroomsNum: 0,
          bathroomsNum: 100,
          size: 0,
          price: 500_000_001,
          listingAgent: { name: '', company: '', phoneNumber: '12', email: '' },
        },
        as(alice),
      ),
    );
    expect(failure).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: {
        bedrooms_num: 'Bedrooms must be at least 1',
        bathrooms_num: 'Cannot exceed 99',
        size: 'Size must be valid',
        price: 'Cannot exceed 500,000,000',
        'listing_agent.phone_number': 'Enter a valid phone number',
      },
    });
    const negative = await failureOf(
      harness.client.updateProperty({ propertyId: property.id, price: -5 }, as(alice)),
    );
    expect(negative.fields).toEqual({ price: 'Price must be a positive number' });
    expect((await harness.client.getProperty({ propertyId: property.id }, as(alice))).property).toEqual(
      property,
    );
  });

  it("is NOT_FOUND for another user's property", async () => {
    const property = await addActive('2750 Willow Creek Rd, Boulder, CO 80301');
    const failure = await failureOf(
      harness.client.updateProperty({ propertyId: property.id, bedroomsNum: 2 }, as(bob)),
    );
    expect(failure.code).toBe(status.NOT_FOUND);
    expect((await harness.client.getProperty({ propertyId: property.id }, as(alice))).property).toEqual(
      property,
    );
  });
});

describe('RefreshPropertyData', () => {
  it('re-reads the property from the provider by its address, keeping the stored geocode', async () => {
    const property = await addActive('4211 Magnolia Blvd, Tampa, FL 33609');
    // The buyer's edits and a geocode from elsewhere; a re-parse brings the provider's facts back.
    await harness.client.updateProperty({ propertyId: property.id, bedroomsNum: 9, price: 1000 }, as(alice));
    await db('properties')
      .where({ id: property.id })
      .update({ address: db.raw(`jsonb_set(address, '{geometry}', '{"location":{"lat":1.5,"lng":2.5}}')`) });

    const { property: refreshed } = await harness.client.refreshPropertyData(
      { propertyId: property.id },
      as(alice),
    );
    expect(refreshed).toEqual({
      ...property,
      address: { ...property.address, location: { lat: 1.5, lng: 2.5 } },
    });
  });

  it("is NOT_FOUND for another user's property", async () => {
    const property = await addActive('615 Riverside Pkwy, Columbus, OH 43215');
    const failure = await failureOf(harness.client.refreshPropertyData({ propertyId: property.id }, as(bob)));
    expect(failure.code).toBe(status.NOT_FOUND);
  });
});

describe('Street View', () => {
  it('checks the metadata once, then gives the image URL and the link, also on the property', async () => {
    const property = await addActive('77 Pinecone Trl, Lot 12, Asheville, NC 28806');
    // Checked when the draft was made; forget it to see GetStreetView ask and remember.
    await db('properties').where({ id: property.id }).update({ street_view: null });
    const before = providers.requests.length;
    const answer = await harness.client.getStreetView({ propertyId: property.id }, as(alice));
    const image = new URL(answer.streetViewImageUrl);
    expect(image.searchParams.get('location')).toBe('30.2081,-97.8043');
    // Browsers get the restricted key only; the server key stays in the service.
    expect(image.searchParams.get('key')).toBe(BROWSER_KEY);
    expect(answer.streetViewImageUrl).not.toContain(MAPS_KEY);
    expect(answer.streetViewLink).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=35.5731%2C-82.6224',
    );
    await harness.client.getStreetView({ propertyId: property.id }, as(alice));
    expect(providers.requests.length).toBe(before + 1);
    const fetched = await harness.client.getProperty({ propertyId: property.id }, as(alice));
    expect(fetched.property!.streetViewImageUrl).toBe(answer.streetViewImageUrl);
    // The key is never stored.
    const row = await db('properties').where({ id: property.id }).first();
    expect(JSON.stringify(row)).not.toContain(MAPS_KEY);
  });

  it('gives no image where there is no imagery, but still the link', async () => {
    providers.on('/streetview/metadata', () => ({ body: { status: 'ZERO_RESULTS' } }));
    const property = await addActive('12 Nowhere Rd, Austin, TX 78701');
    const answer = await harness.client.getStreetView({ propertyId: property.id }, as(alice));
    expect(answer.streetViewImageUrl).toBe('');
    expect(answer.streetViewLink).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12/);
    expect(await failureOf(harness.client.getStreetView({ propertyId: property.id }, as(bob)))).toMatchObject(
      {
        code: status.NOT_FOUND,
      },
    );
  });
});

describe('sample property', () => {
  it('is the same fixed sample from GetSampleProperty and GetProperty("sample"), and never stored', async () => {
    const { property: sample } = await harness.client.getSampleProperty({}, as(alice));
    expect(sample).toMatchObject({ id: 'sample', isSample: true, isListed: true, dataProvider: 'sample' });
    expect(sample!.images).toHaveLength(5);
    // made-up seller and county, so the documents' prefill can be previewed on the sample
    expect(sample!.sellers).toEqual([
      { name: 'Sample Seller (sample data)', phone: '', email: '', address: '' },
    ]);
    expect(sample!.address!.addressComponents).toContainEqual({
      longName: 'Salt Lake County',
      shortName: 'Salt Lake County',
      types: ['administrative_area_level_2', 'political'],
    });
    expect((await harness.client.getProperty({ propertyId: 'sample' }, as(bob))).property).toEqual(sample);
    expect(
      (await harness.client.listProperties({ search: '' }, as(alice))).properties.map((p) => p.id),
    ).not.toContain('sample');
    expect(await db('properties').where({ is_sample: true })).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await failureOf(harness.client.getSampleProperty({}))).code).toBe(status.UNAUTHENTICATED);
  });
});
