// A real OpenID Connect provider for the Google sign-in tests, identity's and the end-to-end ones (oauth2-mock-server:
// discovery, authorize with PKCE, token endpoint, JWKS, RS256 ID tokens), run as its own process because the package
// is ESM-only. The browser stands in for the person at Google's page: it adds `login_hint` (the account chosen) and
// `test_email_verified` (and `test_name`, `test_nonce`) to the authorization URL; they become the ID token's claims.
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
const chosen = new Map();

server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const code = redirect.url.searchParams.get('code');
  if (code && typeof req.query.login_hint === 'string') {
    chosen.set(code, {
      email: req.query.login_hint,
      email_verified: req.query.test_email_verified !== 'false',
      name: typeof req.query.test_name === 'string' ? req.query.test_name : 'Gail Google',
      // A misbehaving provider (or a replayed ID token) carries some other attempt's nonce.
      ...(typeof req.query.test_nonce === 'string' ? { nonce: req.query.test_nonce } : {}),
    });
  }
});
server.service.on('beforeTokenSigning', (token, req) => {
  const account = chosen.get(req.body?.code);
  if (account) Object.assign(token.payload, account, { sub: `google-${account.email}` });
});

await server.start(0, '127.0.0.1');
server.issuer.url = `http://127.0.0.1:${server.address().port}`;
process.stdout.write(`${JSON.stringify({ issuer: server.issuer.url })}\n`);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
