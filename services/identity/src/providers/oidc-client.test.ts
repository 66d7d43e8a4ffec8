import { isAllowedEndpoint } from './oidc-client';

describe('provider endpoints', () => {
  it.each(['https://oauth2.googleapis.com/token', 'http://localhost:8080/token', 'http://127.0.0.1:1/jwks'])(
    'allows %j',
    (url) => {
      expect(isAllowedEndpoint(url)).toBe(true);
    },
  );

  it.each(['http://oauth2.googleapis.com/token', 'ftp://localhost/x', 'not a url', undefined, 42])(
    'refuses %j',
    (url) => {
      expect(isAllowedEndpoint(url)).toBe(false);
    },
  );
});
