import { createHash } from 'node:crypto';
import { resourceExhausted, type Knex } from '@homeward/kit';
import { waitInWords } from '../domain/wait-time';
import { countClientRequest } from '../store/client-request-counts';

export interface AccountLimitPolicy {
  emailChangeWindowSeconds: number;
  /** Change requests one account may make per window, whatever address they name. */
  emailChangesPerAccount: number;
  /** Confirmation mails one address may be sent per window, whichever accounts ask. */
  emailChangesPerAddress: number;
  passwordCheckWindowSeconds: number;
  /** Current-password checks (in settings) one account may make per window. */
  passwordChecksPerAccount: number;
}

export const ACCOUNT_LIMIT_MESSAGES = {
  emailChangesPerAccount: (wait: string) =>
    `You have asked to change your email address too many times. Please try again in ${wait}.`,
  emailChangesPerAddress: (wait: string) =>
    `Too many confirmation emails have been sent to this address. Please try again in ${wait}.`,
  passwordChecks: (wait: string) => `Too many password attempts. Please try again in ${wait}.`,
} as const;

/**
 * Limits on what a signed-in account can make identity do: send "confirm your new email" mails (per account, and per
 * target address so many accounts cannot flood one inbox) and check the current password (a stolen session could
 * otherwise guess it without the sign-in throttle). Counted in PostgreSQL like the per-client limits, so every
 * replica applies one count, and counted before the work, outside the change's transaction: a refused or failed
 * request still counts. Past a limit: RESOURCE_EXHAUSTED with the wait in words and a `retry-after` trailer.
 */
export class AccountLimits {
  constructor(
    private readonly db: Knex,
    private readonly policy: AccountLimitPolicy,
  ) {}

  async spendEmailChange(userId: string, newEmail: string): Promise<void> {
    const window = this.policy.emailChangeWindowSeconds;
    await this.spend(
      'email_change_account',
      `user:${userId}`,
      window,
      this.policy.emailChangesPerAccount,
      (wait) => ACCOUNT_LIMIT_MESSAGES.emailChangesPerAccount(wait),
    );
    await this.spend(
      'email_change_address',
      `email:${newEmail.toLowerCase()}`,
      window,
      this.policy.emailChangesPerAddress,
      (wait) => ACCOUNT_LIMIT_MESSAGES.emailChangesPerAddress(wait),
    );
  }

  async spendPasswordCheck(userId: string): Promise<void> {
    await this.spend(
      'current_password_check',
      `user:${userId}`,
      this.policy.passwordCheckWindowSeconds,
      this.policy.passwordChecksPerAccount,
      (wait) => ACCOUNT_LIMIT_MESSAGES.passwordChecks(wait),
    );
  }

  private async spend(
    action: string,
    subject: string,
    windowSeconds: number,
    max: number,
    message: (wait: string) => string,
  ): Promise<void> {
    const retryAfterSeconds = await countClientRequest(this.db, {
      action,
      // Only a hash is stored: the table must not become a list of who asked to mail which address.
      subjectHash: createHash('sha256').update(subject, 'utf8').digest('hex'),
      windowSeconds,
      max,
    });
    if (retryAfterSeconds !== undefined)
      throw resourceExhausted(message(waitInWords(retryAfterSeconds)), retryAfterSeconds);
  }
}
