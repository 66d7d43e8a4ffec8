// The services' token verifier against a real HTTP JWKS: revoked session epochs are refused, and an identity outage
// is "cannot tell" (VerifierUnavailableError -> UNAVAILABLE), never "bad token", with the last known keys kept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import { createAccessTokenVerifier, createRemoteVerifier, SessionRevokedError } from './access-token';
import { JwksCache } from './jwks-cache';
import { SessionEpochs } from './session-epochs';
import { VerifiedTokens } from './verified-tokens';
import { VerifierUnavailableError } from './verifier-errors';

const SETTINGS = { issuer: 'identity-test', audience: 'bff-test' };
const USER = '6f1c0e3a-9d1e-4c55-9a0e-1d2b3c4d5e6f';

let privateKey: KeyLike;
let publicJwk: JWK;
beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' };
});

function sign(claims: Record<string, unknown> = {}, kid = 'key-1'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuer(SETTINGS.issuer)
    .setAudience(SETTINGS.audience)
    .setSubject(USER)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(privateKey);
}

/** Identity's ops port in miniature: the JWKS and the session list, switchable off. */
async function fakeIdentity(epochs: Record<string, number> = {}) {
  const state = { up: true, epochs, jwksHits: 0, servesEpochs: true };
  const server: Server = createServer((request, response) => {
    if (!state.up) return response.destroy();
    if (request.url?.endsWith('/jwks.json')) {
      state.jwksHits += 1;
      return response.end(JSON.stringify({ keys: [publicJwk] }));
    }
    if (request.url?.endsWith('/session-epochs.json') && state.servesEpochs)
      return response.end(JSON.stringify({ epochs: state.epochs }));
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('createRemoteVerifier', () => {
  it('is unavailable, not unauthenticated, when identity cannot be reached and no keys are known', async () => {
    const identity = await fakeIdentity();
    identity.state.up = false;
    const verifier = createRemoteVerifier(identity.jwksUrl, SETTINGS);
    await expect(verifier.verify(await sign())).rejects.toBeInstanceOf(VerifierUnavailableError);
    await identity.close();
  });

  it('keeps verifying with the last known keys and session list while identity is down', async () => {
    const identity = await fakeIdentity();
    const verifier = createRemoteVerifier(identity.jwksUrl, SETTINGS);
    await expect(verifier.verify(await sign({ sep: 0 }))).resolves.toMatchObject({ userId: USER });
    identity.state.up = false;
    await expect(verifier.verify(await sign({ sep: 0 }))).resolves.toMatchObject({ userId: USER });
    await identity.close();
  });

  it("refuses a token issued under an epoch lower than identity's list, and accepts the current one", async () => {
    const identity = await fakeIdentity({ [USER]: 2 });
    const verifier = createRemoteVerifier(identity.jwksUrl, SETTINGS);
    await expect(verifier.verify(await sign({ sep: 1, sid: 'family-a' }))).rejects.toBeInstanceOf(
      SessionRevokedError,
    );
    // tokens from before epochs existed count as epoch 0
    await expect(verifier.verify(await sign())).rejects.toBeInstanceOf(SessionRevokedError);
    await expect(verifier.verify(await sign({ sep: 2, sid: 'family-b' }))).resolves.toMatchObject({
      userId: USER,
      sessionId: 'family-b',
    });
    await identity.close();
  });

  it('verifies as before against an identity that does not publish session epochs yet (a rolling deploy)', async () => {
    const identity = await fakeIdentity();
    identity.state.servesEpochs = false;
    const verifier = createRemoteVerifier(identity.jwksUrl, SETTINGS);
    await expect(verifier.verify(await sign())).resolves.toMatchObject({ userId: USER });
    await identity.close();
  });

  it('still refuses a bad signature while identity is down (an outage never lets a forged token in)', async () => {
    const identity = await fakeIdentity();
    const verifier = createRemoteVerifier(identity.jwksUrl, SETTINGS);
    const good = await sign();
    await verifier.verify(good);
    identity.state.up = false;
    const [header, payload] = good.split('.');
    const forged = `${header}.${payload}.${Buffer.alloc(64, 1).toString('base64url')}`;
    const outcome = verifier.verify(forged);
    await expect(outcome).rejects.toThrow();
    await expect(outcome).rejects.not.toBeInstanceOf(VerifierUnavailableError);
    await identity.close();
  });
});

describe('JwksCache', () => {
  it('serves stale keys when the background refetch fails, and refetches them once identity is back', async () => {
    const identity = await fakeIdentity();
    let now = 1_000_000;
    const cache = new JwksCache(identity.jwksUrl, { refreshAfterMs: 60_000, now: () => now });
    const verifier = createAccessTokenVerifier(cache.getKey, SETTINGS);
    await verifier.verify(await sign());
    expect(identity.state.jwksHits).toBe(1);
    identity.state.up = false;
    now += 10 * 60_000;
    await expect(verifier.verify(await sign())).resolves.toMatchObject({ userId: USER });
    identity.state.up = true;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await verifier.verify(await sign());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(identity.state.jwksHits).toBeGreaterThanOrEqual(2);
    await identity.close();
  });

  it('is unavailable for an unknown key id it cannot refetch (a rotation it has not seen yet)', async () => {
    const identity = await fakeIdentity();
    const cache = new JwksCache(identity.jwksUrl, { cooldownMs: 0 });
    const verifier = createAccessTokenVerifier(cache.getKey, SETTINGS);
    await verifier.verify(await sign());
    identity.state.up = false;
    await expect(verifier.verify(await sign({}, 'key-2'))).rejects.toBeInstanceOf(VerifierUnavailableError);
    await identity.close();
  });
});

describe('remembered verifications', () => {
  it('checks a signature once per token, yet refuses that token as soon as its session epoch is raised', async () => {
    const identity = await fakeIdentity();
    const cache = new JwksCache(identity.jwksUrl);
    let keyLookups = 0;
    const epochs = { [USER]: 0 };
    const verifier = createAccessTokenVerifier(
      (header, token) => {
        keyLookups += 1;
        return cache.getKey(header, token);
      },
      SETTINGS,
      new SessionEpochs(async () => new Map(Object.entries(epochs)), { maxAgeMs: 0 }),
    );
    const token = await sign({ sep: 0, sid: 'family-a' });
    await verifier.verify(token);
    await expect(verifier.verify(token)).resolves.toMatchObject({ userId: USER, sessionId: 'family-a' });
    expect(keyLookups).toBe(1);
    epochs[USER] = 1;
    await verifier.verify(token).catch(() => undefined); // the stale list triggers the reload
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(SessionRevokedError);
    await identity.close();
  });
});

describe('VerifiedTokens', () => {
  const claims = (exp: number) => ({ sub: USER, email: '', epoch: 0, exp });

  it('forgets a token at its expiry, or after maxAgeMs if that comes first', () => {
    let now = 1_000_000_000_000;
    const tokens = new VerifiedTokens({ maxAgeMs: 60_000, now: () => now });
    tokens.remember('soon', claims(now / 1000 + 10));
    tokens.remember('later', claims(now / 1000 + 900));
    tokens.remember('expired', claims(now / 1000 - 1));
    expect(tokens.get('expired')).toBeUndefined();
    now += 10_000;
    expect(tokens.get('soon')).toBeUndefined();
    expect(tokens.get('later')).toMatchObject({ sub: USER });
    now += 50_000;
    expect(tokens.get('later')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    const tokens = new VerifiedTokens({ maxEntries: 2 });
    const exp = Date.now() / 1000 + 900;
    for (const token of ['a', 'b', 'c']) tokens.remember(token, claims(exp));
    expect(tokens.size).toBe(2);
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.get('c')).toBeDefined();
  });
});
