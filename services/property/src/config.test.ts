import { ConfigError } from '@homeward/kit';
import { loadPropertyConfig } from './config';

const shared = {
  SERVICE_NAME: 'property',
  GRPC_PORT: '50052',
  OPS_PORT: '9102',
  DATABASE_URL: 'postgres://localhost/property',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
};

describe('property config', () => {
  it('defaults the data provider to address-only', () => {
    expect(loadPropertyConfig(shared).PROPERTY_DATA_PROVIDER).toBe('address-only');
  });

  it('fails fast on an unknown data provider, naming the variable', () => {
    expect.assertions(2);
    try {
      loadPropertyConfig({ ...shared, PROPERTY_DATA_PROVIDER: 'zillow' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(/^PROPERTY_DATA_PROVIDER:/);
    }
  });

  it('offers the demo dataset and RentCast, and geocodes only when a geocoder URL is set', () => {
    expect(loadPropertyConfig({ ...shared, PROPERTY_DATA_PROVIDER: 'demo' }).PROPERTY_DATA_PROVIDER).toBe(
      'demo',
    );
    const config = loadPropertyConfig(shared);
    expect(config.CENSUS_GEOCODER_URL).toBe('');
    expect(config.GOOGLE_MAPS_API_KEY).toBe('');
    expect(
      loadPropertyConfig({ ...shared, CENSUS_GEOCODER_URL: 'https://geocoding.geo.census.gov/' })
        .CENSUS_GEOCODER_URL,
    ).toBe('https://geocoding.geo.census.gov');
  });

  it('refuses the server Maps key as the browser key, which every buyer would see', () => {
    expect(() =>
      loadPropertyConfig({ ...shared, GOOGLE_MAPS_API_KEY: 'same', GOOGLE_MAPS_BROWSER_KEY: 'same' }),
    ).toThrow(/GOOGLE_MAPS_BROWSER_KEY: must not be GOOGLE_MAPS_API_KEY/);
    expect(
      loadPropertyConfig({ ...shared, GOOGLE_MAPS_API_KEY: 'server', GOOGLE_MAPS_BROWSER_KEY: 'browser' })
        .GOOGLE_MAPS_BROWSER_KEY,
    ).toBe('browser');
  });

  it('refuses RentCast without its key, naming the variable', () => {
    expect(() => loadPropertyConfig({ ...shared, PROPERTY_DATA_PROVIDER: 'rentcast' })).toThrow(
      /RENTCAST_API_KEY: required when PROPERTY_DATA_PROVIDER is rentcast/,
    );
    expect(
      loadPropertyConfig({ ...shared, PROPERTY_DATA_PROVIDER: 'rentcast', RENTCAST_API_KEY: 'k' })
        .RENTCAST_BASE_URL,
    ).toBe('https://api.rentcast.io/v1');
  });

  it('refuses a base URL that is not a URL', () => {
    expect(() => loadPropertyConfig({ ...shared, STREET_VIEW_BASE_URL: 'maps' })).toThrow(ConfigError);
  });

  it('keeps one provider call inside the whole lookup budget, which defaults inside the BFF deadline (5 s)', () => {
    const config = loadPropertyConfig(shared);
    expect(config.PROPERTY_DATA_TIMEOUT_MS).toBeLessThanOrEqual(config.PROPERTY_LOOKUP_BUDGET_MS);
    expect(config.PROPERTY_LOOKUP_BUDGET_MS).toBeLessThan(5_000);
    expect(() =>
      loadPropertyConfig({ ...shared, PROPERTY_DATA_TIMEOUT_MS: '8000', PROPERTY_LOOKUP_BUDGET_MS: '4000' }),
    ).toThrow(/PROPERTY_DATA_TIMEOUT_MS: must not exceed PROPERTY_LOOKUP_BUDGET_MS/);
  });
});
