import { backoffDelay, type BackoffPolicy } from '@homeward/kit';

export interface DeliveryPolicy {
  /** Sends per e-mail, the first included, before it is given up. */
  maxAttempts: number;
  backoff: BackoffPolicy;
}

export type AfterFailure = { action: 'retry'; delayMs: number } | { action: 'give_up'; reason: string };

/**
 * What to do after send number `attempts` (1-based) failed. A server that rejected the recipient for good will
 * say the same thing every time, so only transient failures (connection refused, timeouts, 4xx) are retried.
 */
export function afterFailedSend(
  attempts: number,
  error: unknown,
  policy: DeliveryPolicy,
  random?: () => number,
): AfterFailure {
  if (isPermanentRejection(error)) return { action: 'give_up', reason: 'rejected by the mail server' };
  if (attempts >= policy.maxAttempts) return { action: 'give_up', reason: `failed ${attempts} times` };
  return { action: 'retry', delayMs: backoffDelay(attempts, policy.backoff, random) };
}

// 550/551/553: mailbox unavailable, user not local, mailbox name not allowed. Authentication (530/535) and
// server-side trouble are not in the list: an operator can fix those, and the e-mail should still go out.
const PERMANENT_RECIPIENT_CODES = new Set([550, 551, 553]);

export function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return false;
  return PERMANENT_RECIPIENT_CODES.has(Number(error.responseCode));
}
