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
    const location = await geocoder().geocode('4600 Silver Hill Rd, Washington, DC 20233');
    expect(location).toEqual({ lat: 38.845985, lng: -76.92744 });
    const [request] = server.requests;
    expect(request!.query.get('address')).toBe('4600 Silver Hill Rd, Washington, DC 20233');
    expect(request!.query.get('format')).toBe('json');
    expect(request!.query.get('benchmark')).toBe('Public_AR_Current');
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
    expect(details!.dataProvider).toBe('address-only');
    expect(server.requests[0]!.query.get('address')).toBe('4600 Silver Hill Rd, Washington, DC 20233');
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
