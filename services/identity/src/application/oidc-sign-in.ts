import { randomUUID } from 'node:crypto';
import type { Knex, Logger } from '@homeward/kit';
import type { TokenPair } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { OidcProtocolError, type OidcClient } from '../providers/oidc-client';
import { deletePasswordHash, findPasswordHash } from '../store/credentials';
import { consumeLoginAttempt, insertLoginAttempt } from '../store/oidc-login-attempts';
import { revokeAllUserRefreshTokens } from '../store/refresh-tokens';
import { findUserByEmail, findUserById, insertUserIfNew, markEmailVerified } from '../store/users';
import { markUserTokensUsed } from '../store/verification-tokens';
import type { Account } from '../domain/account';
import { AccountError } from '../domain/errors';
import { avatarUrlOf, displayNameOf, providerMessages, verifiedEmailOf } from '../domain/oidc-claims';
import { GOOGLE_PROVIDER_ID } from '../domain/oidc-provider-settings';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-token';
import { newPkcePair } from '../domain/pkce';
import { identityMetrics } from '../metrics';
import { topics } from '@homeward/protos/topics';
import { userPasswordRemovedEvent } from '../events/messages';
import type { AccountEvents } from './account-events';
import type { SessionRevocation } from './session-revocation';
import type { Sessions } from './sessions';

/** A configured provider: what the sign-in buttons show, and the client that talks to it. */
export interface SignInProvider {
  id: string;
  displayName: string;
  client: OidcClient;
}

export interface OidcSignInOptions {
  db: Knex;
  sessions: Sessions;
  events: AccountEvents;
  revocation: SessionRevocation;
  logger: Logger;
  /** Google first when configured, then the others of OIDC_PROVIDERS; none when sign-in by provider is off. */
  providers: readonly SignInProvider[];
  attemptTtlSeconds: number;
}

export interface OidcSignInResult {
  user: Account;
  tokens: TokenPair;
  next: string;
  created: boolean;
}

/**
 * Sign-in through an OpenID Connect provider (authorization code + PKCE): Google or any other configured one,
 * Keycloak among them. The state, nonce and verifier of each attempt live in PostgreSQL (state and nonce as
 * hashes), bound to the provider that started it, for a few minutes and are spent by the callback, so any replica
 * can finish an attempt another one started, and only once.
 */
export class OidcSignIn {
  private readonly byId: ReadonlyMap<string, SignInProvider>;

  constructor(private readonly options: OidcSignInOptions) {
    this.byId = new Map(options.providers.map((provider) => [provider.id, provider]));
  }

  /** Id and name of each provider, for the buttons; nothing secret. */
  list(): { id: string; displayName: string }[] {
    return this.options.providers.map(({ id, displayName }) => ({ id, displayName }));
  }

  isConfigured(providerId: string): boolean {
    return this.byId.has(providerId);
  }

  /** `next` was checked to be a same-origin path. Returns where to send the browser. */
  async start(providerId: string, next: string): Promise<string> {
    const provider = this.providerOf(providerId);
    const state = newOpaqueToken();
    const nonce = newOpaqueToken();
    const pkce = newPkcePair();
    const url = await this.asProviderFailure(
      provider,
      provider.client.authorizationUrl({ state, nonce, codeChallenge: pkce.challenge }),
    );
    await insertLoginAttempt(this.options.db, {
      providerId: provider.id,
      stateHash: hashOpaqueToken(state),
      nonceHash: hashOpaqueToken(nonce),
      codeVerifier: pkce.verifier,
      nextPath: next,
      ttlSeconds: this.options.attemptTtlSeconds,
    });
    return url;
  }

  async complete(providerId: string, code: string, state: string): Promise<OidcSignInResult> {
    try {
      const result = await this.signIn(this.providerOf(providerId), code, state);
      if (result.created) identityMetrics.usersRegistered.inc();
      identityMetrics.signIns.inc({
        outcome: providerId === GOOGLE_PROVIDER_ID ? 'google_success' : 'oidc_success',
      });
      return result;
    } catch (error) {
      if (error instanceof AccountError) identityMetrics.signIns.inc({ outcome: error.kind });
      throw error;
    }
  }

  private async signIn(provider: SignInProvider, code: string, state: string): Promise<OidcSignInResult> {
    const attempt = await consumeLoginAttempt(this.options.db, provider.id, hashOpaqueToken(state));
    if (!attempt) throw new AccountError('oidc_attempt_invalid');
    const claims = await this.asProviderFailure(
      provider,
      provider.client.redeemCode(code, attempt.code_verifier),
    );
    if (typeof claims.nonce !== 'string' || hashOpaqueToken(claims.nonce) !== attempt.nonce_hash) {
      throw this.refused(provider, 'id_token nonce does not match the attempt');
    }
    const email = verifiedEmailOf(claims);
    if (!email) {
      throw new AccountError(
        'oidc_email_unverified',
        undefined,
        providerMessages(provider.displayName).emailUnverified,
      );
    }
    const { user, created } = await this.userFor(provider, email, displayNameOf(claims), avatarUrlOf(claims));
    return { user, tokens: await this.options.sessions.start(user), next: attempt.next_path, created };
  }

  /**
   * The account with this address, or a new one (verified, without a password). The provider proved the inbox, not
   * the password: an existing account keeps no password someone else may know. One that was never verified loses
   * the password it was created with (whoever chose it never proved the inbox). A verified account with a password
   * is not silently linked with that password kept (account pre-hijacking, issue 25): the password ends and so does
   * every session, so nobody who knew it, or was signed in with it, keeps a way in. The owner, now signed in
   * through the provider, may set a new password in settings (`SetPassword`) or by a reset. Whenever a password
   * ends so, user.password_removed tells the owner by e-mail (it may have been someone else with the inbox's
   * provider account).
   */
  private async userFor(
    provider: SignInProvider,
    email: string,
    name: string,
    avatarUrl: string | null,
  ): Promise<{ user: Account; created: boolean }> {
    let sessionsEnded = false;
    const result = await this.options.db.transaction(async (trx) => {
      const id = randomUUID();
      const created = await insertUserIfNew(trx, { id, email, fullName: name, verified: true, avatarUrl });
      const user = created ? await findUserById(trx, id) : await findUserByEmail(trx, email);
      if (!user) throw new Error('the account of a provider sign-in vanished within its transaction');
      if (created) return { user, created };
      const hadPassword = (await findPasswordHash(trx, user.id)) !== undefined;
      if (!user.email_verified_at || hadPassword) {
        await deletePasswordHash(trx, user.id);
        await revokeAllUserRefreshTokens(trx, user.id);
        // Access tokens already issued are refused too, within seconds at every service (session epochs).
        await this.options.revocation.endSessions(trx, user.id);
        sessionsEnded = true;
        if (hadPassword)
          await this.options.events.emit(
            trx,
            topics.userPasswordRemoved,
            user.id,
            userPasswordRemovedEvent(user, provider.displayName, new Date()),
          );
      }
      if (!user.email_verified_at) {
        await markEmailVerified(trx, user.id);
        await markUserTokensUsed(trx, user.id);
      }
      return { user: (await findUserById(trx, user.id))!, created };
    });
    if (sessionsEnded) await this.options.revocation.committed();
    return result;
  }

  /** An unknown id is NOT_FOUND; Google when not configured keeps its old FAILED_PRECONDITION answer. */
  private providerOf(providerId: string): SignInProvider {
    const provider = this.byId.get(providerId);
    if (provider) return provider;
    if (providerId === GOOGLE_PROVIDER_ID) {
      throw new AccountError('oidc_unavailable', undefined, providerMessages('Google').unavailable);
    }
    throw new AccountError('oidc_provider_unknown');
  }

  private async asProviderFailure<T>(provider: SignInProvider, work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof OidcProtocolError) throw this.refused(provider, error.message);
      throw error;
    }
  }

  private refused(provider: SignInProvider, detail: string): AccountError {
    this.options.logger.warn({ provider: provider.id, detail }, `${provider.displayName} sign-in refused`);
    return new AccountError('oidc_failed', detail, providerMessages(provider.displayName).failed);
  }
}
