import { oidcProvidersFrom, providerVariable } from './oidc-provider-settings';

const keycloak = {
  OIDC_PROVIDERS: 'keycloak',
  OIDC_KEYCLOAK_ISSUER: 'https://sso.example.com/realms/homeward',
  OIDC_KEYCLOAK_CLIENT_ID: 'homeward-bff',
  OIDC_KEYCLOAK_CLIENT_SECRET: 'secret',
};

describe('the OpenID Connect providers of OIDC_PROVIDERS', () => {
  it('are none when the variable is unset or empty', () => {
    expect(oidcProvidersFrom({})).toEqual({ providers: [], problems: [] });
    expect(oidcProvidersFrom({ OIDC_PROVIDERS: ' , ' })).toEqual({ providers: [], problems: [] });
  });

  it('read each from its OIDC_<ID>_ group, with defaults for the optional parts', () => {
    expect(oidcProvidersFrom(keycloak)).toEqual({
      providers: [
        {
          id: 'keycloak',
          displayName: 'Keycloak',
          issuer: 'https://sso.example.com/realms/homeward',
          clientId: 'homeward-bff',
          clientSecret: 'secret',
          redirectUri: 'http://localhost:8080/api/auth/oidc/keycloak/callback',
          tokenAuthMethod: 'client_secret_basic',
        },
      ],
      problems: [],
    });
    const named = oidcProvidersFrom({
      ...keycloak,
      OIDC_PROVIDERS: 'keycloak, work-sso',
      OIDC_WORK_SSO_ISSUER: 'https://login.example.org',
      OIDC_WORK_SSO_CLIENT_ID: 'hw',
      OIDC_WORK_SSO_CLIENT_SECRET: 's',
      OIDC_WORK_SSO_DISPLAY_NAME: 'Example Corp',
      OIDC_WORK_SSO_TOKEN_AUTH_METHOD: 'client_secret_post',
    });
    expect(
      named.providers.map(({ id, displayName, tokenAuthMethod }) => [id, displayName, tokenAuthMethod]),
    ).toEqual([
      ['keycloak', 'Keycloak', 'client_secret_basic'],
      ['work-sso', 'Example Corp', 'client_secret_post'],
    ]);
  });

  it('report every problem at once instead of quietly leaving a provider out', () => {
    const { providers, problems } = oidcProvidersFrom({
      OIDC_PROVIDERS: 'keycloak,Bad_Id,google,keycloak,okta',
      OIDC_KEYCLOAK_ISSUER: 'not a url',
      OIDC_KEYCLOAK_CLIENT_ID: 'c',
      OIDC_KEYCLOAK_CLIENT_SECRET: 's',
      OIDC_OKTA_ISSUER: 'https://okta.example.com',
      OIDC_OKTA_TOKEN_AUTH_METHOD: 'private_key_jwt',
    });
    expect(providers).toEqual([]);
    expect(problems).toEqual([
      'OIDC_KEYCLOAK_ISSUER: must be a URL',
      `OIDC_PROVIDERS: "Bad_Id" is not an id (lower-case letters, digits and '-', at most 32)`,
      'OIDC_PROVIDERS: "google" is configured by GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
      'OIDC_PROVIDERS: "keycloak" is listed twice',
      'OIDC_OKTA_CLIENT_ID: required for provider "okta"',
      'OIDC_OKTA_CLIENT_SECRET: required for provider "okta"',
      'OIDC_OKTA_TOKEN_AUTH_METHOD: client_secret_post or client_secret_basic',
    ]);
  });

  it("name a provider's variables by its id, '-' as '_'", () => {
    expect(providerVariable('work-sso', 'ISSUER')).toBe('OIDC_WORK_SSO_ISSUER');
  });
});
