import { createHash } from 'node:crypto';
import { throttleAddress } from './client-address';
import { AccountError } from './errors';

export type ThrottleScope = 'account' | 'address';

/** One count of failures: the scope and the SHA-256 of what it counts (an e-mail, an address), never the value. */
export interface ThrottleSubject {
  scope: ThrottleScope;
  subjectHash: string;
}

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

/** A sign-in refused by the throttle; `scope` labels the metric, the user sees only the general message. */
export class SignInThrottled extends AccountError {
  constructor(readonly scope: ThrottleScope) {
    super('sign_in_throttled');
    this.name = 'SignInThrottled';
  }
}
