import { BackgroundLoop, type Knex, type Logger } from '@homeward/kit';
import { deleteClientCountsBefore } from '../store/client-request-counts';
import { deleteExpiredLoginAttempts } from '../store/oidc-login-attempts';
import { deleteFailuresBefore } from '../store/sign-in-failures';

export interface SignInHousekeepingOptions {
  db: Knex;
  logger: Logger;
  /** Failures older than the throttle window no longer count, so they can go. */
  throttleWindowSeconds: number;
  /** The longest window any request count (per client, per account, per address) is kept for. */
  countWindowSeconds: number;
  intervalMs: number;
}

/**
 * Deletes sign-in failures older than the throttle window and Google sign-in attempts past their lifetime. Every
 * query already ignores such rows, so this only bounds the tables; replicas may all run it, deletes are idempotent.
 */
export class SignInHousekeeping {
  private readonly loop: BackgroundLoop;

  constructor(private readonly options: SignInHousekeepingOptions) {
    const logger = options.logger.child({ component: 'sign-in-housekeeping' });
    this.loop = new BackgroundLoop('sign-in housekeeping', logger, options.intervalMs, async () => {
      const deleted = await this.sweep();
      if (deleted.failures + deleted.attempts > 0) logger.debug(deleted, 'expired sign-in rows deleted');
      // Each sweep deletes everything expired at once: nothing is left waiting for the next pass.
      return { more: false };
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Lets the sweep in progress finish, then stops. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async sweep(): Promise<{ failures: number; attempts: number }> {
    const failures = await deleteFailuresBefore(this.options.db, this.options.throttleWindowSeconds);
    const attempts = await deleteExpiredLoginAttempts(this.options.db);
    // Counts of windows that have ended count for nothing; a longer window (a day of e-mail changes) is kept whole.
    await deleteClientCountsBefore(this.options.db, this.options.countWindowSeconds);
    return { failures, attempts };
  }
}
