import { streetViewMetadataOk } from '../../test/support/provider-samples';
import { startProviderServer, type ProviderServer } from '../../test/support/provider-server';
import { ProviderUnavailableError } from './http-json';
import { StreetView, streetViewLink } from './street-view';

const KEY = 'maps-test-key';
const BROWSER_KEY = 'maps-browser-key';
const BASE_PATH = '/maps/api/streetview';
const METADATA = `${BASE_PATH}/metadata`;
let server: ProviderServer;

beforeEach(async () => {
  server = await startProviderServer({
    [METADATA]: () => ({ body: streetViewMetadataOk(30.2672, -97.7431) }),
  });
});

afterEach(() => server.stop());

const streetView = (apiKey = KEY, browserKey = BROWSER_KEY) =>
  new StreetView({ baseUrl: `${server.baseUrl}${BASE_PATH}`, apiKey, browserKey, timeoutMs: 2000 });
const place = { address: '12 Main St, Austin, TX 78701', location: { lat: 30.26715, lng: -97.74306 } };

describe('Street View', () => {
  it('checks the metadata at the coordinates, then builds the image URL at the panorama', async () => {
    const state = await streetView().check(place);
    expect(state).toEqual({ available: true, location: { lat: 30.2672, lng: -97.7431 } });
    expect(server.requests[0]!.query.get('location')).toBe('30.26715,-97.74306');
    expect(server.requests[0]!.query.get('key')).toBe(KEY);
    const image = new URL(streetView().imageUrl(place, state!));
    expect(`${image.origin}${image.pathname}`).toBe(`${server.baseUrl}${BASE_PATH}`);
    expect(Object.fromEntries(image.searchParams)).toEqual({
      size: '640x400',
      location: '30.2672,-97.7431',
      key: BROWSER_KEY,
    });
  });

  it('never puts the server key in the image URL browsers load: no browser key, no image', async () => {
    const state = await streetView(KEY, '').check(place);
    expect(state?.available).toBe(true);
    expect(streetView(KEY, '').imageUrl(place, state!)).toBe('');
    expect(streetView(KEY, BROWSER_KEY).imageUrl(place, state!)).not.toContain(KEY);
  });

  it('asks by address when there are no coordinates', async () => {
    await streetView().check({ ...place, location: null });
    expect(server.requests[0]!.query.get('location')).toBe('12 Main St, Austin, TX 78701');
  });

  it.each(['ZERO_RESULTS', 'NOT_FOUND'])(
    'reports no imagery on %s, and gives no image URL',
    async (status) => {
      server.on(METADATA, () => ({ body: { status } }));
      const state = await streetView().check(place);
      expect(state).toEqual({ available: false, location: null });
      expect(streetView().imageUrl(place, state!)).toBe('');
    },
  );

  it('treats a refused key or quota as unavailable, not as "no imagery"', async () => {
    server.on(METADATA, () => ({ body: { status: 'REQUEST_DENIED', error_message: 'bad key' } }));
    const failure = await streetView()
      .check(place)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(String(failure)).not.toContain(KEY);
  });

  it('without a key asks nothing and gives no image', async () => {
    expect(await streetView('').check(place)).toBeUndefined();
    expect(streetView('', '').imageUrl(place, { available: true, location: place.location })).toBe('');
    expect(server.requests).toEqual([]);
  });
});

describe('streetViewLink', () => {
  it('opens the panorama at the coordinates', () => {
    const url = new URL(streetViewLink(place));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/@');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api: '1',
      map_action: 'pano',
      viewpoint: '30.26715,-97.74306',
    });
  });

  it('falls back to the address', () => {
    const url = new URL(streetViewLink({ address: '12 Main St #4, Austin', location: null }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toBe('12 Main St #4, Austin');
  });
});
