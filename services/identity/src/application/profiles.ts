import { type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import {
  findSingleUseTokenForUpdate,
  insertSingleUseToken,
  spendUserTokens,
  type SingleUseTokenRow,
} from '../store/single-use-tokens';
import {
  findUserById,
  isEmailTaken,
  markGuidedTourDone,
  replaceEmail,
  setPendingEmail,
  updateChecklist,
  updateNameAndPhone,
} from '../store/users';
import type { Account } from '../domain/account';
import { joinFullName, type ProfileChange } from '../domain/account-rules';
import type { ChecklistValue } from '../domain/checklist';
import type { GuidedTourOutcome } from '../domain/guided-tour';
import type { AccountEvents } from './account-events';
import { AccountError } from '../domain/errors';
import { userEmailChangedEvent, userEmailChangeRequestedEvent } from '../events/messages';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-token';
import { verifyPassword } from '../domain/password-hash';
import { findPasswordHash } from '../store/credentials';
import type { SessionRevocation } from './session-revocation';
import type { AccountLimits } from './account-limits';

export interface ProfilesOptions {
  db: Knex;
  events: AccountEvents;
  revocation: SessionRevocation;
  limits: AccountLimits;
  emailChangeTtlSeconds: number;
}

interface EmailUndoTokenRow extends SingleUseTokenRow {
  old_email: string;
}

// The undo link must outlive the time an owner takes to notice a change they did not make.
export const EMAIL_UNDO_TTL_SECONDS = 7 * 24 * 3600;

interface EmailChangeTokenRow extends SingleUseTokenRow {
  new_email: string;
  /** The session that asked for the change: it stays signed in when the change is confirmed, no other does. */
  requested_by_session: string | null;
}

// PostgreSQL's unique_violation: the unique index on lower(email) caught a race the check before it missed.
const UNIQUE_VIOLATION = '23505';

/** Settings: name, phone and a confirmed e-mail change; the purchase guide's checklist; the guided tour's end. */
export class Profiles {
  constructor(private readonly options: ProfilesOptions) {}

  /**
   * Name and phone change at once. A different e-mail does not: it waits as `pending_email` until the link sent to
   * it is used, and asking for it takes the current password, so someone at an unlocked screen cannot move the
   * account to an inbox they own. `sessionId` is the caller's session, the one kept when the change is confirmed.
   */
  async update(
    userId: string,
    input: ProfileChange,
    sessionId?: string,
  ): Promise<{ user: Account; emailConfirmationSent: boolean }> {
    const before = await findUserById(this.options.db, userId);
    if (!before) throw new AccountError('user_not_found');
    const emailChanges = input.email !== before.email.toLowerCase();
    // Outside the transaction: a wrong password or a refused address must still count against the limits.
    if (emailChanges) {
      await this.checkCurrentPassword(before, input.currentPassword);
      await this.options.limits.spendEmailChange(userId, input.email);
    }
    return this.options.db.transaction(async (trx) => {
      const user = await findUserById(trx, userId);
      if (!user) throw new AccountError('user_not_found');
      if (emailChanges && (await isEmailTaken(trx, input.email, userId)))
        throw new AccountError('email_in_use');

      const fullName = joinFullName(input.firstName, input.lastName);
      await updateNameAndPhone(trx, userId, { fullName, phone: input.phone });
      if (emailChanges) {
        // Greets the user by the name saved in this same change.
        await this.requestEmailChange(trx, { ...user, full_name: fullName }, input.email, sessionId);
      } else if (user.pending_email) {
        // Back to the current address: the pending change is withdrawn and its link dies.
        await setPendingEmail(trx, userId, null);
        await spendUserTokens(trx, 'email_change_tokens', userId);
      }
      return { user: (await findUserById(trx, userId))!, emailConfirmationSent: emailChanges };
    });
  }

  /**
   * Moves the account to the address the link was sent to, if nobody took that address in the meantime. Every
   * session but the one that asked for the change ends: whoever else was signed in knew the old address's account.
   */
  async confirmEmailChange(token: string): Promise<string> {
    try {
      const userId = await this.options.db.transaction(async (trx) => {
        const row = await findSingleUseTokenForUpdate<EmailChangeTokenRow>(
          trx,
          'email_change_tokens',
          hashOpaqueToken(token),
        );
        if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) {
          throw new AccountError('link_invalid');
        }
        await spendUserTokens(trx, 'email_change_tokens', row.user_id);
        if (await isEmailTaken(trx, row.new_email, row.user_id)) throw new AccountError('email_in_use');
        const before = await findUserById(trx, row.user_id);
        if (!before) throw new AccountError('link_invalid');
        await replaceEmail(trx, row.user_id, row.new_email);
        await this.offerUndo(trx, before, row.new_email);
        await this.options.revocation.endSessions(trx, row.user_id, row.requested_by_session ?? undefined);
        return row.user_id;
      });
      await this.options.revocation.committed();
      return userId;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AccountError('email_in_use');
      throw error;
    }
  }

  /**
   * The link sent to the old address: the account moves back to it (verified: the link proved that inbox) and every
   * session ends, the one that made the change included, since it may have been someone else's.
   */
  async undoEmailChange(token: string): Promise<string> {
    try {
      const userId = await this.options.db.transaction(async (trx) => {
        const row = await findSingleUseTokenForUpdate<EmailUndoTokenRow>(
          trx,
          'email_undo_tokens',
          hashOpaqueToken(token),
        );
        if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) {
          throw new AccountError('link_invalid');
        }
        await spendUserTokens(trx, 'email_undo_tokens', row.user_id);
        if (await isEmailTaken(trx, row.old_email, row.user_id)) throw new AccountError('email_in_use');
        await replaceEmail(trx, row.user_id, row.old_email);
        await setPendingEmail(trx, row.user_id, null);
        await spendUserTokens(trx, 'email_change_tokens', row.user_id);
        await this.options.revocation.endSessions(trx, row.user_id);
        return row.user_id;
      });
      await this.options.revocation.committed();
      return userId;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AccountError('email_in_use');
      throw error;
    }
  }

  /** Replaces the whole checklist; the input was already checked against the checklist rules. */
  async updateChecklist(userId: string, checklist: ChecklistValue): Promise<ChecklistValue> {
    const user = await findUserById(this.options.db, userId);
    if (!user) throw new AccountError('user_not_found');
    return updateChecklist(this.options.db, userId, checklist);
  }

  /** The guided tour ended; it is not shown to this user again. The first end is kept; the time is returned. */
  async completeGuidedTour(userId: string, outcome: GuidedTourOutcome): Promise<Date> {
    const doneAt = await markGuidedTourDone(this.options.db, userId, outcome);
    if (!doneAt) throw new AccountError('user_not_found');
    return doneAt;
  }

  private async offerUndo(trx: Knex.Transaction, before: Account, newEmail: string): Promise<void> {
    await spendUserTokens(trx, 'email_undo_tokens', before.id);
    const token = newOpaqueToken();
    await insertSingleUseToken(trx, 'email_undo_tokens', {
      tokenHash: hashOpaqueToken(token),
      userId: before.id,
      ttlSeconds: EMAIL_UNDO_TTL_SECONDS,
      extra: { old_email: before.email },
    });
    await this.options.events.emit(
      trx,
      topics.userEmailChanged,
      before.id,
      userEmailChangedEvent(before, newEmail, this.options.events.seal(token), new Date()),
    );
  }

  /**
   * A Google-made account without a password has none to give; its Google sign-in proved the owner. Each check is
   * counted first, so a borrowed session cannot guess the password beyond the sign-in throttle's pace.
   */
  private async checkCurrentPassword(user: Account, password: string): Promise<void> {
    const stored = await findPasswordHash(this.options.db, user.id);
    if (!stored) return;
    if (!password) throw new AccountError('current_password_required');
    await this.options.limits.spendPasswordCheck(user.id);
    if (!(await verifyPassword(password, stored))) throw new AccountError('current_password_incorrect');
  }

  private async requestEmailChange(
    trx: Knex.Transaction,
    user: Account,
    newEmail: string,
    sessionId: string | undefined,
  ): Promise<void> {
    // Only the newest request counts: older links (perhaps to a mistyped address) die.
    await spendUserTokens(trx, 'email_change_tokens', user.id);
    await setPendingEmail(trx, user.id, newEmail);
    const token = newOpaqueToken();
    await insertSingleUseToken(trx, 'email_change_tokens', {
      tokenHash: hashOpaqueToken(token),
      userId: user.id,
      ttlSeconds: this.options.emailChangeTtlSeconds,
      extra: { new_email: newEmail, ...(sessionId ? { requested_by_session: sessionId } : {}) },
    });
    await this.options.events.emit(
      trx,
      topics.userEmailChangeRequested,
      user.id,
      userEmailChangeRequestedEvent(user, newEmail, this.options.events.seal(token), new Date()),
    );
  }
}
