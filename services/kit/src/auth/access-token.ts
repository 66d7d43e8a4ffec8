import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Caller } from '../context';

export interface AccessTokenVerifier {
  /** Resolves the caller of a valid token; rejects an expired, tampered, unsigned or foreign token. */
  verify(token: string): Promise<Caller>;
}

export interface VerifierSettings {
  issuer: string;
  audience: string;
}

// Only the algorithm identity signs with is accepted, which also shuts out `alg: none` and HMAC confusion.
export const ACCESS_TOKEN_ALGORITHM = 'ES256';

export function createAccessTokenVerifier(
  keys: JWTVerifyGetKey,
  settings: VerifierSettings,
): AccessTokenVerifier {
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: [ACCESS_TOKEN_ALGORITHM],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0)
        throw new Error('token has no subject');
      return { userId: payload.sub, email: String(payload.email ?? ''), accessToken: token };
    },
  };
}

/** Verifier that fetches and caches identity's published JWKS, refetching when it meets an unknown key id. */
export function createRemoteVerifier(jwksUrl: string, settings: VerifierSettings): AccessTokenVerifier {
  return createAccessTokenVerifier(
    createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 5_000 }),
    settings,
  );
}
