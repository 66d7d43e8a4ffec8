import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { ACCESS_TOKEN_ALGORITHM } from '@homeward/kit';

export interface TestIssuer {
  jwksUrl: string;
  issuer: string;
  audience: string;
  tokenFor(userId: string, email?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * An access-token issuer shaped like identity's (ES256, JWKS over HTTP), for testing the services that only verify
 * tokens. Identity's own tests use the real issuer; this one keeps the other services' tests independent of it.
 */
export async function startTestIssuer({
  issuer = 'homeward-identity',
  audience = 'homeward',
} = {}): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
  const kid = `test-${Date.now()}`;
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' }],
  });
  // identity's session list beside the JWKS (kit `sessionEpochsUrl`): this issuer never ends a session early
  const sessionEpochs = JSON.stringify({ epochs: {} });
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(request.url?.endsWith('/session-epochs.json') ? sessionEpochs : jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    issuer,
    audience,
    tokenFor: (userId, email = `${userId}@example.com`) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(privateKey),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
