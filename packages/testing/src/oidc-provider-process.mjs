// A real OpenID Connect provider for the sign-in tests, identity's and the end-to-end ones (oauth2-mock-server:
// discovery, authorize with PKCE, token endpoint, JWKS, RS256 ID tokens), run as its own process because the package
// is ESM-only. Two layouts: Google's (endpoints at the issuer's root, the default) and, with `--realm <name>`,
// Keycloak's: issuer `<origin>/realms/<name>`, endpoints under `/realms/<name>/protocol/openid-connect/` (auth, token,
// certs, userinfo, logout) and Keycloak's ID-token claims (azp, typ, preferred_username, always email_verified).
// The browser stands in for the person at the provider's page: it adds `login_hint` (the account chosen) and
// `test_email_verified` (and `test_name`, `test_nonce`, `test_picture`) to the authorization URL; they become the ID token's claims.
import { createServer } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const realmArgument = process.argv.indexOf('--realm');
const realm = realmArgument > 0 ? process.argv[realmArgument + 1] : undefined;
const KEYCLOAK_ENDPOINTS = {
  wellKnownDocument: '/.well-known/openid-configuration',
  authorize: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  endSession: '/protocol/openid-connect/logout',
  revoke: '/protocol/openid-connect/revoke',
  introspect: '/protocol/openid-connect/token/introspect',
};
// Keycloak serves a realm under this prefix; its endpoints are relative to it, as the mock's are to its root.
const prefix = realm ? `/realms/${realm}` : '';

const issuer = new OAuth2Issuer();
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer, realm ? KEYCLOAK_ENDPOINTS : undefined);
const chosen = new Map();

service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const code = redirect.url.searchParams.get('code');
  if (code && typeof req.query.login_hint === 'string') {
    chosen.set(code, {
      email: req.query.login_hint,
      email_verified: req.query.test_email_verified !== 'false',
      name:
        typeof req.query.test_name === 'string'
          ? req.query.test_name
          : realm
            ? 'Kim Keycloak'
            : 'Gail Google',
      ...(typeof req.query.test_picture === 'string' ? { picture: req.query.test_picture } : {}),
      // A misbehaving provider (or a replayed ID token) carries some other attempt's nonce.
      ...(typeof req.query.test_nonce === 'string' ? { nonce: req.query.test_nonce } : {}),
      ...(realm ? { azp: req.query.client_id, typ: 'ID', preferred_username: req.query.login_hint } : {}),
    });
  }
});
service.on('beforeTokenSigning', (token, req) => {
  const account = chosen.get(req.body?.code);
  if (account) Object.assign(token.payload, account, { sub: `${realm ?? 'google'}-${account.email}` });
});

const handler = service.requestHandler;
const server = createServer((req, res) => {
  if (prefix) {
    if (req.url !== prefix && !req.url.startsWith(`${prefix}/`) && !req.url.startsWith(`${prefix}?`)) {
      res.writeHead(404).end();
      return;
    }
    req.url = req.url.slice(prefix.length) || '/';
  }
  handler(req, res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
issuer.url = `http://127.0.0.1:${server.address().port}${prefix}`;
process.stdout.write(`${JSON.stringify({ issuer: issuer.url })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
