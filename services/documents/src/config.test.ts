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

  it('stores completed PDFs only when given a bucket, and then needs its keys', () => {
    expect(loadDocumentsConfig(shared).OBJECT_STORAGE_BUCKET).toBeUndefined();
    expect(
      loadDocumentsConfig({ ...shared, OBJECT_STORAGE_BUCKET: '' }).OBJECT_STORAGE_BUCKET,
    ).toBeUndefined();
    expect(
      loadDocumentsConfig({
        ...shared,
        OBJECT_STORAGE_BUCKET: 'homeward-documents',
        OBJECT_STORAGE_ACCESS_KEY: 'documents-key',
        OBJECT_STORAGE_SECRET_KEY: 'documents-secret',
      }),
    ).toMatchObject({ OBJECT_STORAGE_BUCKET: 'homeward-documents', PDF_RENDER_THREADS: 0 });
    expect(() => loadDocumentsConfig({ ...shared, OBJECT_STORAGE_BUCKET: 'homeward-documents' })).toThrow(
      'OBJECT_STORAGE_ACCESS_KEY',
    );
    expect(() =>
      loadDocumentsConfig({
        ...shared,
        OBJECT_STORAGE_BUCKET: 'Not A Bucket',
        OBJECT_STORAGE_ACCESS_KEY: 'k',
        OBJECT_STORAGE_SECRET_KEY: 's',
      }),
    ).toThrow('OBJECT_STORAGE_BUCKET');
    expect(() => loadDocumentsConfig({ ...shared, PDF_RENDER_THREADS: '-1' })).toThrow('PDF_RENDER_THREADS');
  });
});
