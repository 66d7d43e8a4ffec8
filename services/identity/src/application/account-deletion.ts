import { type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { AccountError } from '../domain/errors';
import { verifyPassword } from '../domain/password-hash';
import { userDeletedEvent } from '../events/messages';
import { deleteUserRow, forgetDeletedAccountsBefore, lockUserForDeletion } from '../store/account-deletion';
import { findPasswordHash } from '../store/credentials';
import { findUserById } from '../store/users';
import type { AccountEvents } from './account-events';
import type { AccountLimits } from './account-limits';
import type { SessionRevocation } from './session-revocation';

export interface AccountDeletionOptions {
  db: Knex;
  events: AccountEvents;
  revocation: SessionRevocation;
  limits: AccountLimits;
}

/** What the owner gives to confirm: the current password, or (an account without one) the typed e-mail address. */
export interface DeletionConfirmation {
  currentPassword: string;
  confirmEmail: string;
}

// Far longer than any access token lives: past it no token of a deleted account is valid, so its id can go.
const DELETION_MEMORY_SECONDS = 24 * 3600;

/**
 * Deletes an account for good. identity's own rows go with the users row; user.deleted, written to the outbox in the
 * same transaction, tells every other service to delete its part (so no service can miss a deletion identity made,
 * and none acts on one that rolled back).
 */
export class AccountDeletion {
  constructor(private readonly options: AccountDeletionOptions) {}

  async deleteAccount(userId: string, confirmation: DeletionConfirmation): Promise<void> {
    const user = await findUserById(this.options.db, userId);
    if (!user) throw new AccountError('user_not_found');
    // Outside the transaction: a wrong password must still count against the settings' password-check limit.
    await this.confirm(user, confirmation);
    await this.options.db.transaction(async (trx) => {
      // A second click racing the first finds the row gone and publishes nothing twice.
      if (!(await lockUserForDeletion(trx, userId))) throw new AccountError('user_not_found');
      await deleteUserRow(trx, userId);
      await forgetDeletedAccountsBefore(trx, DELETION_MEMORY_SECONDS);
      await this.options.events.emit(trx, topics.userDeleted, userId, userDeletedEvent(user, new Date()));
    });
    // This replica refuses the account's tokens at once; the others at their next poll of the epoch list.
    await this.options.revocation.committed();
  }

  /**
   * The same check as an e-mail change: the password, counted before the hash is compared (PATCH /api/me's limit,
   * one allowance for both). An account made through Google or OIDC has no password; typing its address shows the
   * deletion is meant, while the provider's sign-in proved the owner.
   */
  private async confirm(
    user: { id: string; email: string },
    { currentPassword, confirmEmail }: DeletionConfirmation,
  ): Promise<void> {
    const stored = await findPasswordHash(this.options.db, user.id);
    if (stored) {
      if (!currentPassword) throw new AccountError('deletion_password_required');
      await this.options.limits.spendPasswordCheck(user.id);
      if (!(await verifyPassword(currentPassword, stored)))
        throw new AccountError('current_password_incorrect');
      return;
    }
    if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase())
      throw new AccountError('deletion_email_mismatch');
  }
}
