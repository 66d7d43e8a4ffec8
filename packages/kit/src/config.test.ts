import { ConfigError, loadConfig, serviceConfigShape } from './config';

const required = {
  SERVICE_NAME: 'example',
  GRPC_PORT: '50051',
  OPS_PORT: '9464',
  DATABASE_URL: 'postgres://localhost/example',
  KAFKA_BROKERS: 'kafka:9092',
  IDENTITY_JWKS_URL: 'http://identity:9464/.well-known/jwks.json',
};

describe('KAFKA_FETCH_MAX_WAIT_MS', () => {
  it("keeps kafkajs' 5 s fetch wait in a deployment that does not set it", () => {
    expect(loadConfig(serviceConfigShape, required).KAFKA_FETCH_MAX_WAIT_MS).toBe(5000);
  });

  it('takes a shorter wait (tests and the local stack, on the mock broker)', () => {
    const config = loadConfig(serviceConfigShape, { ...required, KAFKA_FETCH_MAX_WAIT_MS: '100' });
    expect(config.KAFKA_FETCH_MAX_WAIT_MS).toBe(100);
  });

  it('refuses a wait that is not a positive whole number of milliseconds', () => {
    for (const value of ['0', '-5', '2.5', 'soon']) {
      expect(() => loadConfig(serviceConfigShape, { ...required, KAFKA_FETCH_MAX_WAIT_MS: value })).toThrow(
        ConfigError,
      );
    }
  });
});

describe('database timeouts', () => {
  it('default to a 5 s pool acquire timeout and a 10 s statement timeout', () => {
    const config = loadConfig(serviceConfigShape, required);
    expect(config.DB_ACQUIRE_TIMEOUT_MS).toBe(5000);
    expect(config.DB_STATEMENT_TIMEOUT_MS).toBe(10_000);
  });

  it('refuses a timeout that is not a positive whole number of milliseconds', () => {
    for (const key of ['DB_ACQUIRE_TIMEOUT_MS', 'DB_STATEMENT_TIMEOUT_MS']) {
      expect(() => loadConfig(serviceConfigShape, { ...required, [key]: '0' })).toThrow(ConfigError);
    }
  });
});
