import { ConfigError } from '@homeward/kit';
import { isLocalHttp, loadBffConfig } from './config';

describe('BFF configuration', () => {
  it("refuses compose's sample SESSION_SECRET in production unless ALLOW_SAMPLE_SECRETS=true", () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'compose-only-session-secret-not-for-production' };
    expect(() => loadBffConfig(env)).toThrow(/SESSION_SECRET: refused with NODE_ENV=production/);
    expect(loadBffConfig({ ...env, ALLOW_SAMPLE_SECRETS: 'true' }).NODE_ENV).toBe('production');
    expect(
      loadBffConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'r'.repeat(40),
        CLIENT_ADDRESS_KEY: 'k'.repeat(40),
      }).NODE_ENV,
    ).toBe('production');
  });

  it("refuses production without identity's client-address key, or with compose's sample", () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'r'.repeat(40) };
    expect(() => loadBffConfig(env)).toThrow(/CLIENT_ADDRESS_KEY: refused with NODE_ENV=production \(unset/);
    expect(() =>
      loadBffConfig({ ...env, CLIENT_ADDRESS_KEY: 'compose-only-client-address-key-not-for-production' }),
    ).toThrow(/CLIENT_ADDRESS_KEY: refused with NODE_ENV=production \(a sample/);
    expect(() => loadBffConfig({ ...env, CLIENT_ADDRESS_KEY: 'short' })).toThrow(
      /CLIENT_ADDRESS_KEY: must be at least 32 characters/,
    );
  });

  it('has local defaults for everything but the session secret', () => {
    const config = loadBffConfig({ SESSION_SECRET: 's'.repeat(32) });
    expect(config).toMatchObject({
      PORT: 8080,
      APP_BASE_URL: 'http://localhost:8080',
      IDENTITY_GRPC_ADDR: 'localhost:50051',
      PROPERTY_GRPC_ADDR: 'localhost:50052',
      NOTIFICATIONS_GRPC_ADDR: 'localhost:50053',
      PAYMENT_GRPC_ADDR: 'localhost:50054',
      INSPECTION_ANALYZER_GRPC_ADDR: 'localhost:50055',
      DOCUMENTS_GRPC_ADDR: 'localhost:50056',
      TOUR_GRPC_ADDR: 'localhost:50057',
      OBJECT_STORAGE_ENDPOINT: 'http://127.0.0.1:9000',
      GRPC_DEADLINE_MS: 5000,
      GRPC_SLOW_DEADLINE_MS: 60000,
      NODE_ENV: 'development',
    });
    expect(config.STATIC_DIR).toBeUndefined();
  });

  it('fails fast, listing every bad variable', () => {
    try {
      loadBffConfig({ SESSION_SECRET: 'short', PORT: 'eighty', APP_BASE_URL: 'not a url' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/SESSION_SECRET/);
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/APP_BASE_URL/);
    }
  });

  it('drops a trailing slash from APP_BASE_URL', () => {
    expect(
      loadBffConfig({ SESSION_SECRET: 's'.repeat(32), APP_BASE_URL: 'https://homeward.test/' }).APP_BASE_URL,
    ).toBe('https://homeward.test');
  });

  it.each(['http://minio:9000/', 'https://s3.example.test'])(
    'takes %s as the object storage origin',
    (url) => {
      expect(
        loadBffConfig({ SESSION_SECRET: 's'.repeat(32), OBJECT_STORAGE_ENDPOINT: url })
          .OBJECT_STORAGE_ENDPOINT,
      ).toBe(url.replace(/\/$/, ''));
    },
  );

  it.each(['minio:9000', 'ftp://minio:9000', 'http://minio:9000/bucket', 'http://key:secret@minio:9000'])(
    'refuses %s as the object storage origin',
    (url) => {
      expect(() => loadBffConfig({ SESSION_SECRET: 's'.repeat(32), OBJECT_STORAGE_ENDPOINT: url })).toThrow(
        /OBJECT_STORAGE_ENDPOINT/,
      );
    },
  );

  it.each([
    ['http://localhost:8080', true],
    ['http://127.0.0.1:5173', true],
    ['https://localhost', false],
    ['http://homeward.local', false],
    ['https://app.homeward.com', false],
  ])('%s is local plain http: %s', (url, expected) => {
    expect(isLocalHttp(url)).toBe(expected);
  });
});
