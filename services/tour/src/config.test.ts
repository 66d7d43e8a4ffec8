import { ConfigError } from '@homeward/kit';
import { loadTourConfig, LOCAL_TOUR_LINK_SECRET } from './config';

const base = {
  SERVICE_NAME: 'tour',
  GRPC_PORT: '50057',
  OPS_PORT: '9107',
  DATABASE_URL: 'postgres://localhost/tour',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
};

describe('tour configuration', () => {
  it('signs links with a local secret outside production', () => {
    expect(loadTourConfig(base).TOUR_LINK_SECRET).toBe(LOCAL_TOUR_LINK_SECRET);
  });

  it('requires a secret of its own in production', () => {
    expect(() => loadTourConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadTourConfig({ ...base, NODE_ENV: 'production', TOUR_LINK_SECRET: LOCAL_TOUR_LINK_SECRET }),
    ).toThrow(/TOUR_LINK_SECRET: refused with NODE_ENV=production/);
    const secret = 's'.repeat(40);
    expect(
      loadTourConfig({
        ...base,
        NODE_ENV: 'production',
        TOUR_LINK_SECRET: secret,
        NOTIFICATION_TOKEN_KEY: 'n'.repeat(40),
      }).TOUR_LINK_SECRET,
    ).toBe(secret);
  });

  it('seals tokens for notifications with a key of its own in production', () => {
    expect(() =>
      loadTourConfig({ ...base, NODE_ENV: 'production', TOUR_LINK_SECRET: 's'.repeat(40) }),
    ).toThrow(/NOTIFICATION_TOKEN_KEY: refused with NODE_ENV=production/);
  });

  it('refuses a short secret', () => {
    expect(() => loadTourConfig({ ...base, TOUR_LINK_SECRET: 'short' })).toThrow(/TOUR_LINK_SECRET/);
  });

  it("refuses compose's sample TOUR_LINK_SECRET in production unless ALLOW_SAMPLE_SECRETS=true", () => {
    const env = {
      ...base,
      NODE_ENV: 'production',
      TOUR_LINK_SECRET: 'compose-only-tour-link-secret-not-for-production',
    };
    expect(() => loadTourConfig(env)).toThrow(/TOUR_LINK_SECRET: refused with NODE_ENV=production/);
    expect(loadTourConfig({ ...env, ALLOW_SAMPLE_SECRETS: 'true' }).TOUR_LINK_SECRET).toBe(
      'compose-only-tour-link-secret-not-for-production',
    );
    expect(
      loadTourConfig({ ...base, NODE_ENV: 'production', ALLOW_SAMPLE_SECRETS: 'true' }).TOUR_LINK_SECRET,
    ).toBe(LOCAL_TOUR_LINK_SECRET);
  });
});
