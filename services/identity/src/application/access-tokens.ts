import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_ALGORITHM,
  createAccessTokenVerifier,
  SESSION_EPOCH_CLAIM,
  SESSION_ID_CLAIM,
  type AccessTokenVerifier,
  type SessionEpochs,
} from '@homeward/kit';
import { SignJWT } from 'jose';
import type { SigningKeyRing } from './signing-key-ring';

export interface AccessTokenSettings {
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

export interface IssuedAccessToken {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Signs the platform's access tokens and verifies them with the same key ring (GetMe needs no HTTP round trip). */
export class AccessTokens {
  readonly verifier: AccessTokenVerifier;

  constructor(
    private readonly keys: SigningKeyRing,
    private readonly settings: AccessTokenSettings,
    epochs?: SessionEpochs,
  ) {
    this.verifier = createAccessTokenVerifier(keys.verificationKey, settings, epochs);
  }

  /** For one sign-in session (`sessionId`, its refresh-token family) under the user's current session epoch. */
  async issue(
    user: { id: string; email: string; session_epoch: number },
    sessionId: string,
  ): Promise<IssuedAccessToken> {
    const key = await this.keys.signingKey();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.settings.ttlSeconds;
    const token = await new SignJWT({
      email: user.email,
      [SESSION_ID_CLAIM]: sessionId,
      [SESSION_EPOCH_CLAIM]: user.session_epoch,
    })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(key.privateKey);
    return { token, expiresAt };
  }
}
