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
});
