import { randomUUID } from 'node:crypto';
import type { Knex, Logger } from '@homeward/kit';
import type { TokenPair } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { OidcProtocolError, type OidcClient } from '../providers/oidc-client';
import { deletePasswordHash } from '../store/credentials';
import { consumeLoginAttempt, insertLoginAttempt } from '../store/oidc-login-attempts';
import { revokeAllUserRefreshTokens } from '../store/refresh-tokens';
import { findUserByEmail, findUserById, insertUserIfNew, markEmailVerified } from '../store/users';
import { markUserTokensUsed } from '../store/verification-tokens';
import type { Account } from '../domain/account';
import { AccountError } from '../domain/errors';
import { displayNameOf, verifiedEmailOf } from '../domain/google-claims';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-token';
import { newPkcePair } from '../domain/pkce';
import { identityMetrics } from '../metrics';
import type { Sessions } from './sessions';

export interface GoogleSignInOptions {
  db: Knex;
  sessions: Sessions;
  logger: Logger;
  /** Absent when GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are not both set: Google sign-in is off. */
  client: OidcClient | undefined;
  attemptTtlSeconds: number;
}

export interface GoogleSignInResult {
  user: Account;
  tokens: TokenPair;
  next: string;
  created: boolean;
}

/**
 * Sign-in with Google (OpenID Connect authorization code + PKCE). The state, nonce and verifier of each attempt
 * live in PostgreSQL (state and nonce as hashes) for a few minutes and are spent by the callback, so any replica
 * can finish an attempt another one started, and only once.
 */
export class GoogleSignIn {
  constructor(private readonly options: GoogleSignInOptions) {}

  get enabled(): boolean {
    return this.options.client !== undefined;
  }

  /** `next` was checked to be a same-origin path. Returns where to send the browser. */
  async start(next: string): Promise<string> {
    const client = this.requireClient();
    const state = newOpaqueToken();
    const nonce = newOpaqueToken();
    const pkce = newPkcePair();
    const url = await this.asProviderFailure(
      client.authorizationUrl({ state, nonce, codeChallenge: pkce.challenge }),
    );
    await insertLoginAttempt(this.options.db, {
      stateHash: hashOpaqueToken(state),
      nonceHash: hashOpaqueToken(nonce),
      codeVerifier: pkce.verifier,
      nextPath: next,
      ttlSeconds: this.options.attemptTtlSeconds,
    });
    return url;
  }

  async complete(code: string, state: string): Promise<GoogleSignInResult> {
    try {
      const result = await this.signIn(code, state);
      if (result.created) identityMetrics.usersRegistered.inc();
      identityMetrics.signIns.inc({ outcome: 'google_success' });
      return result;
    } catch (error) {
      if (error instanceof AccountError) identityMetrics.signIns.inc({ outcome: error.kind });
      throw error;
    }
  }

  private async signIn(code: string, state: string): Promise<GoogleSignInResult> {
    const client = this.requireClient();
    const attempt = await consumeLoginAttempt(this.options.db, hashOpaqueToken(state));
    if (!attempt) throw new AccountError('google_attempt_invalid');
    const claims = await this.asProviderFailure(client.redeemCode(code, attempt.code_verifier));
    if (typeof claims.nonce !== 'string' || hashOpaqueToken(claims.nonce) !== attempt.nonce_hash) {
      throw this.refused('id_token nonce does not match the attempt');
    }
    const email = verifiedEmailOf(claims);
    if (!email) throw new AccountError('google_email_unverified');
    const { user, created } = await this.userFor(email, displayNameOf(claims));
    return { user, tokens: await this.options.sessions.start(user), next: attempt.next_path, created };
  }

  /**
   * The account with this address, or a new one (verified, without a password). An existing account that was
   * never verified gets verified, and loses the password it was created with: whoever chose that password never
   * proved they own the inbox, and must not keep a way into an account its real owner now uses.
   */
  private async userFor(email: string, name: string): Promise<{ user: Account; created: boolean }> {
    return this.options.db.transaction(async (trx) => {
      const id = randomUUID();
      const created = await insertUserIfNew(trx, { id, email, fullName: name, verified: true });
      const user = created ? await findUserById(trx, id) : await findUserByEmail(trx, email);
      if (!user) throw new Error('the account for a Google sign-in vanished within its transaction');
      if (!created && !user.email_verified_at) {
        await deletePasswordHash(trx, user.id);
        await revokeAllUserRefreshTokens(trx, user.id);
        await markEmailVerified(trx, user.id);
        await markUserTokensUsed(trx, user.id);
        return { user: (await findUserById(trx, user.id))!, created };
      }
      return { user, created };
    });
  }

  private requireClient(): OidcClient {
    if (!this.options.client) throw new AccountError('google_unavailable');
    return this.options.client;
  }

  private async asProviderFailure<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof OidcProtocolError) throw this.refused(error.message);
      throw error;
    }
  }

  private refused(detail: string): AccountError {
    this.options.logger.warn({ detail }, 'Google sign-in refused');
    return new AccountError('google_failed', detail);
  }
}
