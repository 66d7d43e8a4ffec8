import { ConfigError } from '@homeward/kit';
import { LOCAL_SIGNING_KEY_SECRET, loadIdentityConfig } from './config';

const base = {
  SERVICE_NAME: 'identity',
  GRPC_PORT: '50051',
  OPS_PORT: '9101',
  DATABASE_URL: 'postgres://localhost/identity',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
};

describe('identity config', () => {
  it('has working defaults for local runs', () => {
    const config = loadIdentityConfig(base);
    expect(config).toMatchObject({
      SIGNING_KEY_SECRET: LOCAL_SIGNING_KEY_SECRET,
      SIGNING_KEY_ROTATION_DAYS: 30,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_SECONDS: 30 * 24 * 3600,
      EMAIL_VERIFICATION_TTL_SECONDS: 24 * 3600,
      PASSWORD_RESET_TTL_SECONDS: 3600,
      EMAIL_CHANGE_TTL_SECONDS: 24 * 3600,
      SIGN_IN_THROTTLE_WINDOW_SECONDS: 900,
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: 5,
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: 20,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_REDIRECT_URI: 'http://localhost:8080/api/auth/callback',
      OIDC_LOGIN_TTL_SECONDS: 600,
    });
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.oidcProviders).toEqual([]);
  });

  it('lists Google (from its own variables) first, then the providers of OIDC_PROVIDERS', () => {
    const config = loadIdentityConfig({
      ...base,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      OIDC_PROVIDERS: 'keycloak',
      OIDC_KEYCLOAK_ISSUER: 'http://keycloak:8080/realms/homeward',
      OIDC_KEYCLOAK_CLIENT_ID: 'homeward-bff',
      OIDC_KEYCLOAK_CLIENT_SECRET: 'keycloak-secret',
    });
    expect(
      config.oidcProviders.map(({ id, displayName, redirectUri }) => ({ id, displayName, redirectUri })),
    ).toEqual([
      { id: 'google', displayName: 'Google', redirectUri: 'http://localhost:8080/api/auth/callback' },
      {
        id: 'keycloak',
        displayName: 'Keycloak',
        redirectUri: 'http://localhost:8080/api/auth/oidc/keycloak/callback',
      },
    ]);
    expect(() => loadIdentityConfig({ ...base, OIDC_PROVIDERS: 'keycloak' })).toThrow(
      /OIDC_KEYCLOAK_ISSUER: required/,
    );
  });

  it('treats empty Google variables as unset and refuses half a Google configuration', () => {
    expect(loadIdentityConfig({ ...base, GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' })).toMatchObject({
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
    });
    expect(() => loadIdentityConfig({ ...base, GOOGLE_CLIENT_ID: 'client' })).toThrow(/set both/);
    expect(() => loadIdentityConfig({ ...base, GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/set both/);
    expect(
      loadIdentityConfig({ ...base, GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' }),
    ).toMatchObject({ GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' });
  });

  it('requires a real SIGNING_KEY_SECRET in production', () => {
    expect(() => loadIdentityConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadIdentityConfig({ ...base, NODE_ENV: 'production', SIGNING_KEY_SECRET: LOCAL_SIGNING_KEY_SECRET }),
    ).toThrow(/SIGNING_KEY_SECRET/);
    const secret = 'x'.repeat(40);
    expect(
      loadIdentityConfig({
        ...base,
        NODE_ENV: 'production',
        SIGNING_KEY_SECRET: secret,
        NOTIFICATION_TOKEN_KEY: 'n'.repeat(40),
      }).SIGNING_KEY_SECRET,
    ).toBe(secret);
    // The key that seals tokens for notifications is a secret of its own too.
    expect(() => loadIdentityConfig({ ...base, NODE_ENV: 'production', SIGNING_KEY_SECRET: secret })).toThrow(
      /NOTIFICATION_TOKEN_KEY: refused with NODE_ENV=production/,
    );
  });

  it('lists a missing production secret together with the other problems', () => {
    expect(() => loadIdentityConfig({ NODE_ENV: 'production' })).toThrow(
      expect.objectContaining({
        problems: expect.arrayContaining([
          expect.stringMatching(/^DATABASE_URL/),
          expect.stringMatching(
            /^SIGNING_KEY_SECRET: refused with NODE_ENV=production .*ALLOW_SAMPLE_SECRETS=true/,
          ),
        ]),
      }),
    );
  });

  it('refuses a short secret and lists every bad variable at once', () => {
    try {
      loadIdentityConfig({ ...base, SIGNING_KEY_SECRET: 'short', ACCESS_TOKEN_TTL_SECONDS: '0' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('SIGNING_KEY_SECRET: must be at least 32 characters');
      expect(problems).toContain('ACCESS_TOKEN_TTL_SECONDS');
    }
  });

  it("refuses compose's sample SIGNING_KEY_SECRET in production unless ALLOW_SAMPLE_SECRETS=true", () => {
    const env = {
      ...base,
      NODE_ENV: 'production',
      SIGNING_KEY_SECRET: 'compose-only-signing-key-secret-not-for-production',
    };
    expect(() => loadIdentityConfig(env)).toThrow(/SIGNING_KEY_SECRET: refused with NODE_ENV=production/);
    expect(loadIdentityConfig({ ...env, ALLOW_SAMPLE_SECRETS: 'true' }).SIGNING_KEY_SECRET).toBe(
      'compose-only-signing-key-secret-not-for-production',
    );
    expect(
      loadIdentityConfig({ ...base, NODE_ENV: 'production', ALLOW_SAMPLE_SECRETS: 'true' })
        .SIGNING_KEY_SECRET,
    ).toBe(LOCAL_SIGNING_KEY_SECRET);
  });
});
