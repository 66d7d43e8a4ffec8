import { createLogger } from '@homeward/kit';
import { censusMatch, censusNoMatch } from '../../test/support/provider-samples';
import { startProviderServer, type ProviderServer } from '../../test/support/provider-server';
import { AddressOnlyProvider } from './address-only';
import { CensusGeocoder } from './census-geocoder';
import { GeocodingProvider } from './geocoding-provider';
import { ProviderUnavailableError } from './http-json';

const PATH = '/geocoder/locations/onelineaddress';
let server: ProviderServer;

beforeEach(async () => {
  server = await startProviderServer({ [PATH]: () => ({ body: censusMatch(38.845985, -76.92744) }) });
});

afterEach(() => server.stop());

const geocoder = (timeoutMs = 2000) => new CensusGeocoder({ baseUrl: server.baseUrl, timeoutMs });

describe('Census geocoder', () => {
  it('asks for the one-line address in JSON and reads x as longitude, y as latitude', async () => {
    const geocode = await geocoder().geocode('4600 Silver Hill Rd, Washington, DC 20233');
    expect(geocode?.location).toEqual({ lat: 38.845985, lng: -76.92744 });
    const [request] = server.requests;
    expect(request!.query.get('address')).toBe('4600 Silver Hill Rd, Washington, DC 20233');
    expect(request!.query.get('format')).toBe('json');
    expect(request!.query.get('benchmark')).toBe('Public_AR_Current');
  });

  it("reads the matched address's parts: the house number from the matched address, not the segment's range", async () => {
    const geocode = await geocoder().geocode('4600 Silver Hill Rd, Washington, DC 20233');
    expect(geocode?.components).toEqual([
      { longName: '4600', shortName: '4600', types: ['street_number'] },
      { longName: 'Silver Hill Road', shortName: 'Silver Hill Rd', types: ['route'] },
      { longName: 'Washington', shortName: 'Washington', types: ['locality', 'political'] },
      {
        longName: 'District of Columbia',
        shortName: 'DC',
        types: ['administrative_area_level_1', 'political'],
      },
      { longName: 'United States', shortName: 'US', types: ['country', 'political'] },
      { longName: '20233', shortName: '20233', types: ['postal_code'] },
    ]);
  });

  it('builds the route from its directionals and types, and places a match without parts', async () => {
    const match = censusMatch(40.7427, -111.8569);
    const [first] = match.result.addressMatches;
    Object.assign(first!.addressComponents, {
      preDirection: 'E',
      streetName: 'SUNNYSIDE',
      suffixType: 'AVE',
    });
    first!.matchedAddress = '1250 E SUNNYSIDE AVE, SALT LAKE CITY, UT, 84108';
    server.on(PATH, () => ({ body: match }));
    const geocode = await geocoder().geocode('1250 E Sunnyside Ave, Salt Lake City, UT 84108');
    expect(geocode?.components.slice(0, 2)).toEqual([
      { longName: '1250', shortName: '1250', types: ['street_number'] },
      { longName: 'East Sunnyside Avenue', shortName: 'E Sunnyside Ave', types: ['route'] },
    ]);
    const { addressComponents: _parts, ...bare } = first!;
    server.on(PATH, () => ({ body: { result: { addressMatches: [bare] } } }));
    expect(await geocoder().geocode('1250 E Sunnyside Ave')).toEqual({
      location: { lat: 40.7427, lng: -111.8569 },
      components: [],
    });
  });

  it('knows no coordinates for an address without a match', async () => {
    server.on(PATH, () => ({ body: censusNoMatch }));
    expect(await geocoder().geocode('1 Nowhere Rd')).toBeUndefined();
  });

  it('fails as unavailable on an error or an unexpected answer', async () => {
    server.on(PATH, () => ({ status: 502, body: 'bad gateway' }));
    await expect(geocoder().geocode('1 Main St')).rejects.toBeInstanceOf(ProviderUnavailableError);
    server.on(PATH, () => ({ body: { errors: ['Specify House number and Street name'] } }));
    await expect(geocoder().geocode('1 Main St')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('geocoding provider', () => {
  const logger = createLogger('property-test', 'silent');

  it("adds coordinates to a home the provider could not place, asking with the provider's formatted address", async () => {
    const provider = new GeocodingProvider(new AddressOnlyProvider(), geocoder(), logger);
    const details = await provider.lookup('4600 silver hill rd, washington, dc 20233');
    expect(details!.address.location).toEqual({ lat: 38.845985, lng: -76.92744 });
    expect(details!.address.components).toContainEqual({
      longName: 'District of Columbia',
      shortName: 'DC',
      types: ['administrative_area_level_1', 'political'],
    });
    expect(details!.dataProvider).toBe('address-only');
    expect(server.requests[0]!.query.get('address')).toBe('4600 Silver Hill Rd, Washington, DC 20233');
  });

  it("prefers the geocoder's standardised parts and keeps a county only the provider knew", async () => {
    const county = {
      longName: 'Prince George County',
      shortName: 'Prince George County',
      types: ['administrative_area_level_2', 'political'],
    };
    const withCounty = {
      name: 'county-aware',
      lookup: async (address: string) => {
        const details = await new AddressOnlyProvider().lookup(address);
        return {
          ...details,
          address: { ...details.address, components: [...details.address.components, county] },
        };
      },
    };
    const details = await new GeocodingProvider(withCounty, geocoder(), logger).lookup(
      '4600 silver hill road dc',
    );
    expect(details!.address.components.map((c) => c.longName)).toEqual([
      '4600',
      'Silver Hill Road',
      'Washington',
      'Prince George County',
      'District of Columbia',
      'United States',
      '20233',
    ]);
  });

  it('keeps the lookup when the geocoder is down: the home is stored without coordinates', async () => {
    server.on(PATH, () => ({ body: {}, delayMs: 300 }));
    const provider = new GeocodingProvider(new AddressOnlyProvider(), geocoder(50), logger);
    const details = await provider.lookup('12 Main St, Austin, TX');
    expect(details).toMatchObject({ address: { city: 'Austin', location: null } });
  });

  it('does not geocode a home that already has coordinates', async () => {
    const located = {
      name: 'located',
      lookup: async (address: string) => {
        const details = await new AddressOnlyProvider().lookup(address);
        return { ...details, address: { ...details.address, location: { lat: 1, lng: 2 } } };
      },
    };
    const details = await new GeocodingProvider(located, geocoder(), logger).lookup('12 Main St');
    expect(details!.address.location).toEqual({ lat: 1, lng: 2 });
    expect(server.requests).toEqual([]);
  });
});
