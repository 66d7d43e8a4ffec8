import { type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { insertPasswordHashIfNone, upsertPasswordHash } from '../store/credentials';
import {
  findSingleUseTokenForUpdate,
  insertSingleUseToken,
  lastTokenAt,
  spendUserTokens,
} from '../store/single-use-tokens';
import { findUserByEmail, findUserById, markEmailVerified } from '../store/users';
import { markUserTokensUsed } from '../store/verification-tokens';
import type { Account } from '../domain/account';
import { identityMetrics } from '../metrics';
import type { AccountEvents } from './account-events';
import { AccountError } from '../domain/errors';
import { userPasswordChangedEvent, userPasswordResetRequestedEvent } from '../events/messages';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-token';
import { hashPassword } from '../domain/password-hash';
import type { SessionRevocation } from './session-revocation';
import type { SignInThrottle } from './sign-in-throttle';

export interface PasswordsOptions {
  db: Knex;
  events: AccountEvents;
  revocation: SessionRevocation;
  throttle: SignInThrottle;
  resetTtlSeconds: number;
  /** Minimum gap between two reset e-mails to one account (no inbox flooding through the public form). */
  resetCooldownSeconds: number;
}

export type ResetRequestOutcome = 'sent' | 'not_sent';

/** Forgotten passwords (an e-mailed single-use link) and the first password of an account made through Google. */
export class Passwords {
  constructor(private readonly options: PasswordsOptions) {}

  /** Sends a reset link when the address has an account; the caller's answer is the same either way. */
  async requestReset(email: string): Promise<ResetRequestOutcome> {
    const { db, resetTtlSeconds, resetCooldownSeconds } = this.options;
    const outcome = await db.transaction(async (trx): Promise<ResetRequestOutcome> => {
      const user = await findUserByEmail(trx, email);
      if (!user) return 'not_sent';
      const last = await lastTokenAt(trx, 'password_reset_tokens', user.id);
      if (last && Date.now() - last.getTime() < resetCooldownSeconds * 1000) return 'not_sent';
      // Only the newest link works: an older e-mail lying in the inbox is one more way in.
      await spendUserTokens(trx, 'password_reset_tokens', user.id);
      const token = newOpaqueToken();
      await insertSingleUseToken(trx, 'password_reset_tokens', {
        tokenHash: hashOpaqueToken(token),
        userId: user.id,
        ttlSeconds: resetTtlSeconds,
      });
      await this.options.events.emit(
        trx,
        topics.userPasswordResetRequested,
        user.id,
        userPasswordResetRequestedEvent(user, this.options.events.seal(token), new Date()),
      );
      return 'sent';
    });
    // Every request counts, sent or not: the metric watches the public form, not the inboxes.
    identityMetrics.passwordResets.inc({ stage: 'requested' });
    return outcome;
  }

  /**
   * Spends the link and sets the password. The link came through the inbox, so it verifies the address too; every
   * session of the account ends (whoever knew the old password is signed out) and the owner is told.
   */
  async reset(token: string, newPassword: string): Promise<string> {
    const passwordHash = await hashPassword(newPassword);
    const { db } = this.options;
    const userId = await db.transaction(async (trx) => {
      const row = await findSingleUseTokenForUpdate(trx, 'password_reset_tokens', hashOpaqueToken(token));
      if (!row || row.used_at || row.expires_at.getTime() <= Date.now())
        throw new AccountError('link_invalid');
      const user = await findUserById(trx, row.user_id);
      if (!user) throw new AccountError('link_invalid');
      await upsertPasswordHash(trx, user.id, passwordHash);
      await spendUserTokens(trx, 'password_reset_tokens', user.id);
      await markEmailVerified(trx, user.id);
      await markUserTokensUsed(trx, user.id);
      await this.options.revocation.endSessions(trx, user.id);
      await this.options.throttle.forgetAccount(trx, user.email);
      await this.announceChange(trx, user);
      return user.id;
    });
    await this.options.revocation.committed();
    identityMetrics.passwordResets.inc({ stage: 'completed' });
    return userId;
  }

  /**
   * Only for an account without a password: one that has a password changes it through the reset link. Every other
   * session ends (`sessionId`, the caller's, stays; the BFF refreshes it to the new session epoch).
   */
  async setFirst(userId: string, newPassword: string, sessionId?: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.options.db.transaction(async (trx) => {
      const user = await findUserById(trx, userId);
      if (!user) throw new AccountError('user_not_found');
      if (!(await insertPasswordHashIfNone(trx, userId, passwordHash))) {
        throw new AccountError('password_already_set');
      }
      await this.options.revocation.endSessions(trx, user.id, sessionId);
      await this.announceChange(trx, user);
    });
    await this.options.revocation.committed();
  }

  private announceChange(trx: Knex.Transaction, user: Account): Promise<void> {
    return this.options.events.emit(
      trx,
      topics.userPasswordChanged,
      user.id,
      userPasswordChangedEvent(user, new Date()),
    );
  }
}
