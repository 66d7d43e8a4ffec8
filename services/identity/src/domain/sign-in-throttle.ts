import { createHash } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import {
  clearFailures,
  countRecentFailures,
  recordFailures,
  type ThrottleScope,
  type ThrottleSubject,
} from '../store/sign-in-failures';
import { throttleAddress } from './client-address';
import { AccountError } from './errors';

export interface ThrottlePolicy {
  windowSeconds: number;
  maxAccountFailures: number;
  maxAddressFailures: number;
}

/**
 * Who a sign-in attempt is counted against: the e-mail typed (existing or not, so the throttle's answer says
 * nothing about which addresses have accounts) and, when the BFF passed one, the browser's address.
 */
export function throttleSubjects(email: string, clientIp: string): ThrottleSubject[] {
  const subjects: ThrottleSubject[] = [{ scope: 'account', subjectHash: subjectHash('account', email) }];
  const address = clientIp === '' ? undefined : throttleAddress(clientIp);
  if (address) subjects.push({ scope: 'address', subjectHash: subjectHash('address', address) });
  return subjects;
}

/** The first scope whose failures within the window reached its limit; the account is checked first. */
export function exceededScope(
  subjects: ThrottleSubject[],
  failures: Map<string, number>,
  policy: ThrottlePolicy,
): ThrottleScope | undefined {
  const limit = { account: policy.maxAccountFailures, address: policy.maxAddressFailures };
  return subjects.find(
    (subject) => (failures.get(`${subject.scope}:${subject.subjectHash}`) ?? 0) >= limit[subject.scope],
  )?.scope;
}

function subjectHash(scope: ThrottleScope, value: string): string {
  return createHash('sha256').update(`${scope}:${value.toLowerCase()}`, 'utf8').digest('hex');
}

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

/** A sign-in refused by the throttle; `scope` labels the metric, the user sees only the general message. */
export class SignInThrottled extends AccountError {
  constructor(readonly scope: ThrottleScope) {
    super('sign_in_throttled');
    this.name = 'SignInThrottled';
  }
}
