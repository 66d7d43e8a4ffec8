import type { Knex, Logger } from '@homeward/kit';
import { deleteExpiredLoginAttempts } from '../store/oidc-login-attempts';
import { deleteFailuresBefore } from '../store/sign-in-failures';

/**
 * Deletes sign-in failures older than the throttle window and Google sign-in attempts past their lifetime. Every
 * query already ignores such rows, so this only bounds the tables; replicas may all run it, deletes are idempotent.
 */
export function startHousekeeping(options: {
  db: Knex;
  logger: Logger;
  throttleWindowSeconds: number;
  intervalMs: number;
}): { stop(): void } {
  const sweep = async () => {
    try {
      const failures = await deleteFailuresBefore(options.db, options.throttleWindowSeconds);
      const attempts = await deleteExpiredLoginAttempts(options.db);
      if (failures + attempts > 0)
        options.logger.debug({ failures, attempts }, 'expired sign-in rows deleted');
    } catch (error) {
      options.logger.warn({ err: error }, 'sign-in housekeeping failed; retrying at the next interval');
    }
  };
  const timer = setInterval(() => void sweep(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
