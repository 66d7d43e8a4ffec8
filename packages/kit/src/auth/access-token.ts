import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Caller } from '../context';
import { JwksCache } from './jwks-cache';
import { remoteEpochLoader, SessionEpochs, sessionEpochsUrl } from './session-epochs';
import { VerifiedTokens, type VerifiedClaims } from './verified-tokens';

export interface AccessTokenVerifier {
  /**
   * Resolves the caller of a valid token; rejects an expired, tampered, unsigned, foreign or revoked token, and
   * rejects with `VerifierUnavailableError` when it cannot tell (identity unreachable, nothing cached).
   */
  verify(token: string): Promise<Caller>;
}

export interface VerifierSettings {
  issuer: string;
  audience: string;
}

// Only the algorithm identity signs with is accepted, which also shuts out `alg: none` and HMAC confusion.
export const ACCESS_TOKEN_ALGORITHM = 'ES256';

/** Claim with the refresh-token family (the sign-in session) the access token belongs to. */
export const SESSION_ID_CLAIM = 'sid';
/** Claim with the user's session epoch when the token was issued; a lower epoch than identity's list is revoked. */
export const SESSION_EPOCH_CLAIM = 'sep';

export class SessionRevokedError extends Error {
  constructor() {
    super('the session of this token has ended');
    this.name = 'SessionRevokedError';
  }
}

export function createAccessTokenVerifier(
  keys: JWTVerifyGetKey,
  settings: VerifierSettings,
  epochs?: SessionEpochs,
  verified: VerifiedTokens = new VerifiedTokens(),
): AccessTokenVerifier {
  const verifySignature = async (token: string): Promise<VerifiedClaims> => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: settings.issuer,
      audience: settings.audience,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
    });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new Error('token has no subject');
    // identity always sets exp; a token without one is never remembered (verified again every time)
    const epoch = payload[SESSION_EPOCH_CLAIM];
    const sessionId = payload[SESSION_ID_CLAIM];
    const claims: VerifiedClaims = {
      sub: payload.sub,
      email: String(payload.email ?? ''),
      // A token from before epochs existed counts as epoch 0: revoked by the first raise.
      epoch: Number.isInteger(epoch) ? (epoch as number) : 0,
      exp: typeof payload.exp === 'number' ? payload.exp : 0,
      ...(typeof sessionId === 'string' ? { sessionId } : {}),
    };
    verified.remember(token, claims);
    return claims;
  };
  return {
    async verify(token) {
      const claims = verified.get(token) ?? (await verifySignature(token));
      if (epochs && claims.epoch < (await epochs.minimumEpoch(claims.sub))) throw new SessionRevokedError();
      return {
        userId: claims.sub,
        email: claims.email,
        accessToken: token,
        ...(claims.sessionId === undefined ? {} : { sessionId: claims.sessionId }),
      };
    },
  };
}

/**
 * Verifier of every service but identity: identity's JWKS and session list, fetched over HTTP and cached in memory
 * (the last known copies keep working through an identity outage).
 */
export function createRemoteVerifier(jwksUrl: string, settings: VerifierSettings): AccessTokenVerifier {
  return createAccessTokenVerifier(
    new JwksCache(jwksUrl).getKey,
    settings,
    new SessionEpochs(remoteEpochLoader(sessionEpochsUrl(jwksUrl))),
  );
}
