import { randomUUID } from 'node:crypto';
import { type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { TokenPair } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { findPasswordHash, insertPasswordHash, updatePasswordHash } from '../store/credentials';
import { findUserByEmail, findUserById, insertUserIfNew, markEmailVerified } from '../store/users';
import {
  findVerificationTokenForUpdate,
  insertVerificationToken,
  lastVerificationTokenAt,
  markUserTokensUsed,
} from '../store/verification-tokens';
import type { Account } from '../domain/account';
import type { NewAccount, SignInAttempt } from '../domain/account-rules';
import type { AccountEvents } from './account-events';
import { AccountError } from '../domain/errors';
import { userRegisteredEvent, userVerificationRequestedEvent } from '../events/messages';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-token';
import { hashPassword, needsRehash, spendPasswordCheckTime, verifyPassword } from '../domain/password-hash';
import { identityMetrics } from '../metrics';
import type { Sessions } from './sessions';
import { SignInThrottled, throttleSubjects } from '../domain/sign-in-throttle';
import type { SignInThrottle } from './sign-in-throttle';

export interface AccountsOptions {
  db: Knex;
  sessions: Sessions;
  events: AccountEvents;
  throttle: SignInThrottle;
  verificationTtlSeconds: number;
  resendCooldownSeconds: number;
}

/** What a sign-up did; the caller is told none of it (see SignUpResponse), metrics and tests are. */
export type SignUpOutcome = 'created' | 'verification_resent' | 'already_registered';

/** Whether a resend request sent a link; the caller is told nothing either way. */
export type ResendOutcome = 'sent' | 'not_sent';

/** Accounts: sign-up with e-mail verification, sign-in, and reading one's own profile. */
export class Accounts {
  constructor(private readonly options: AccountsOptions) {}

  async signUp(input: NewAccount): Promise<SignUpOutcome> {
    // Hashed before knowing whether the address is taken, so both answers take the same time.
    const passwordHash = await hashPassword(input.password);
    const userId = randomUUID();
    const outcome = await this.options.db.transaction(async (trx): Promise<SignUpOutcome> => {
      if (await insertUserIfNew(trx, { id: userId, email: input.email, fullName: input.name })) {
        await insertPasswordHash(trx, userId, passwordHash);
        const token = await this.newVerificationToken(trx, userId);
        await this.options.events.emit(
          trx,
          topics.userRegistered,
          userId,
          userRegisteredEvent(
            { id: userId, email: input.email, full_name: input.name },
            this.options.events.seal(token),
            new Date(),
          ),
        );
        return 'created';
      }
      // The existing account keeps its password: whoever signs up again has not proven they own the address.
      // It is a fresh link for the same account, not a second registration.
      const existing = await findUserByEmail(trx, input.email);
      if (existing && (await this.resendIfAllowed(trx, existing)) === 'sent') return 'verification_resent';
      return 'already_registered';
    });
    if (outcome === 'created') identityMetrics.usersRegistered.inc();
    return outcome;
  }

  /** A new verification link for an unverified account, at most once per cool-down; silent otherwise. */
  async resendVerification(email: string): Promise<ResendOutcome> {
    return this.options.db.transaction(async (trx) => {
      const user = await findUserByEmail(trx, email);
      return user ? this.resendIfAllowed(trx, user) : 'not_sent';
    });
  }

  /** Spends a verification token (single use, until it expires) and marks the address verified. */
  async verifyEmail(token: string): Promise<string> {
    return this.options.db.transaction(async (trx) => {
      const row = await findVerificationTokenForUpdate(trx, hashOpaqueToken(token));
      if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) {
        throw new AccountError('verification_failed');
      }
      await markEmailVerified(trx, row.user_id);
      await markUserTokensUsed(trx, row.user_id);
      return row.user_id;
    });
  }

  /**
   * Throttled per e-mail and per client address before any password work; every attempt is counted against both
   * before its password is checked, and withdrawn if the password matches. An unknown e-mail spends the same scrypt time and counts the same, so neither the answer, its timing
   * nor the throttle tells whether the address has an account.
   */
  async signIn(input: SignInAttempt): Promise<{ user: Account; tokens: TokenPair }> {
    try {
      const signedIn = await this.checkCredentials(input);
      identityMetrics.signIns.inc({ outcome: 'success' });
      return signedIn;
    } catch (error) {
      if (error instanceof SignInThrottled) identityMetrics.signInsThrottled.inc({ scope: error.scope });
      else if (error instanceof AccountError) identityMetrics.signIns.inc({ outcome: error.kind });
      throw error;
    }
  }

  private async checkCredentials(input: SignInAttempt): Promise<{ user: Account; tokens: TokenPair }> {
    const { db, throttle } = this.options;
    const subjects = throttleSubjects(input.email, input.clientIp);
    const admitted = await throttle.admit(subjects);
    if ('refusedBy' in admitted) throw new SignInThrottled(admitted.refusedBy);

    const user = await findUserByEmail(db, input.email);
    const storedHash = user ? await findPasswordHash(db, user.id) : undefined;
    const matches = storedHash
      ? await verifyPassword(input.password, storedHash)
      : await spendPasswordCheckTime(input.password).then(() => false);
    if (!user || !storedHash || !matches) {
      // Already counted by admit().
      throw new AccountError('invalid_credentials');
    }
    await throttle.recordSuccess(subjects, admitted.rowIds);
    if (needsRehash(storedHash)) await updatePasswordHash(db, user.id, await hashPassword(input.password));
    // Only after the password matched: telling a stranger that the account is unverified would confirm it exists.
    if (!user.email_verified_at) throw new AccountError('email_not_verified');
    return { user, tokens: await this.options.sessions.start(user) };
  }

  async getUser(userId: string): Promise<Account> {
    const user = await findUserById(this.options.db, userId);
    if (!user) throw new AccountError('user_not_found');
    return user;
  }

  private async resendIfAllowed(trx: Knex.Transaction, user: Account): Promise<ResendOutcome> {
    if (user.email_verified_at) return 'not_sent';
    const last = await lastVerificationTokenAt(trx, user.id);
    if (last && Date.now() - last.getTime() < this.options.resendCooldownSeconds * 1000) return 'not_sent';
    const token = await this.newVerificationToken(trx, user.id);
    await this.options.events.emit(
      trx,
      topics.userVerificationRequested,
      user.id,
      userVerificationRequestedEvent(user, this.options.events.seal(token), new Date()),
    );
    return 'sent';
  }

  /** The token travels only inside the event (notifications e-mails it); the database keeps its hash. */
  private async newVerificationToken(trx: Knex.Transaction, userId: string): Promise<string> {
    const token = newOpaqueToken();
    await insertVerificationToken(trx, {
      tokenHash: hashOpaqueToken(token),
      userId,
      ttlSeconds: this.options.verificationTtlSeconds,
    });
    return token;
  }
}
