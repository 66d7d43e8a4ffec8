import type { Knex } from '@homeward/kit';
import {
  throttleSubjects,
  exceededScope,
  type ThrottlePolicy,
  type ThrottleScope,
  type ThrottleSubject,
} from '../domain/sign-in-throttle';
import { clearFailures, countRecentFailures, recordFailures } from '../store/sign-in-failures';

/**
 * Failed sign-ins counted in PostgreSQL, so every replica refuses the same guesser. Counted before the password
 * is checked: a throttled attempt costs no scrypt time and cannot confirm a guess.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Knex,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** The scope that refuses this attempt, if any. */
  async refusal(subjects: ThrottleSubject[]): Promise<ThrottleScope | undefined> {
    const failures = await countRecentFailures(this.db, subjects, this.policy.windowSeconds);
    return exceededScope(subjects, failures, this.policy);
  }

  recordFailure(subjects: ThrottleSubject[]): Promise<void> {
    return recordFailures(this.db, subjects);
  }

  /** The account's own count starts again once its owner proves the password; the address keeps its count. */
  async recordSuccess(subjects: ThrottleSubject[]): Promise<void> {
    const account = subjects.find((subject) => subject.scope === 'account');
    if (account) await clearFailures(this.db, account);
  }

  /** After a password reset the owner may sign in at once, whatever was guessed before. */
  forgetAccount(db: Knex, email: string): Promise<void> {
    return clearFailures(db, throttleSubjects(email, '')[0]!);
  }
}
