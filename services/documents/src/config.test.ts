import { ConfigError } from '@homeward/kit';
import { loadDocumentsConfig } from './config';

const shared = {
  SERVICE_NAME: 'documents',
  GRPC_PORT: '50056',
  OPS_PORT: '9106',
  DATABASE_URL: 'postgres://localhost/documents',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
};

describe('loadDocumentsConfig', () => {
  it('reminds 48 hours ahead, sweeping every 5 minutes, unless told otherwise', () => {
    expect(loadDocumentsConfig(shared)).toMatchObject({
      DEADLINE_REMINDER_LEAD_HOURS: 48,
      DEADLINE_REMINDER_SWEEP_INTERVAL_MS: 300_000,
    });
    expect(
      loadDocumentsConfig({
        ...shared,
        DEADLINE_REMINDER_LEAD_HOURS: '24',
        DEADLINE_REMINDER_SWEEP_INTERVAL_MS: '60000',
      }),
    ).toMatchObject({ DEADLINE_REMINDER_LEAD_HOURS: 24, DEADLINE_REMINDER_SWEEP_INTERVAL_MS: 60_000 });
  });

  it.each([
    ['DEADLINE_REMINDER_LEAD_HOURS', '0'],
    ['DEADLINE_REMINDER_LEAD_HOURS', '1.5'],
    ['DEADLINE_REMINDER_LEAD_HOURS', 'two days'],
    ['DEADLINE_REMINDER_SWEEP_INTERVAL_MS', '10'],
    ['DEADLINE_REMINDER_SWEEP_INTERVAL_MS', '7200000'],
  ])('refuses %s=%s at start-up', (key, value) => {
    expect(() => loadDocumentsConfig({ ...shared, [key]: value })).toThrow(key);
  });

  it('refuses a sweep slower than the lead time', () => {
    expect(() =>
      loadDocumentsConfig({
        ...shared,
        DEADLINE_REMINDER_LEAD_HOURS: '1',
        DEADLINE_REMINDER_SWEEP_INTERVAL_MS: '3600000',
      }),
    ).toThrow(ConfigError);
  });
});
