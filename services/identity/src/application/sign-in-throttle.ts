import type { Knex } from '@homeward/kit';
import {
  throttleSubjects,
  exceededScope,
  type ThrottlePolicy,
  type ThrottleScope,
  type ThrottleSubject,
} from '../domain/sign-in-throttle';
import { clearFailures, reserveAttempt, withdrawFailures } from '../store/sign-in-failures';

/**
 * Failed sign-ins counted in PostgreSQL, so every replica refuses the same guesser. Each attempt is counted before
 * the password is checked: a throttled attempt costs no scrypt time and cannot confirm a guess.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Knex,
    private readonly policy: ThrottlePolicy,
  ) {}

  /**
   * Counts the attempt as a failure now, before any password work, or names the scope that refuses it. Checking
   * first and recording after the hash let parallel guesses all pass the check (7 to 11 of 30 were checked where 5
   * are allowed); counting first under a lock lets exactly the allowed number through.
   */
  async admit(subjects: ThrottleSubject[]): Promise<{ refusedBy: ThrottleScope } | { rowIds: string[] }> {
    return reserveAttempt(this.db, subjects, this.policy.windowSeconds, (failures) =>
      exceededScope(subjects, failures, this.policy),
    );
  }

  /**
   * The password matched: the attempt was not a failure after all. The account's own count starts again; the
   * address keeps its earlier count but not this attempt.
   */
  async recordSuccess(subjects: ThrottleSubject[], rowIds: string[]): Promise<void> {
    await withdrawFailures(this.db, rowIds);
    const account = subjects.find((subject) => subject.scope === 'account');
    if (account) await clearFailures(this.db, account);
  }

  /** After a password reset the owner may sign in at once, whatever was guessed before. */
  forgetAccount(db: Knex, email: string): Promise<void> {
    return clearFailures(db, throttleSubjects(email, '')[0]!);
  }
}
