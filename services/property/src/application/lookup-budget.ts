import { currentContext } from '@homeward/kit';
import { PROVIDER_UNAVAILABLE, PropertyError } from '../domain/errors';

/** Kept back from the caller's deadline for storing the draft and sending the answer. */
export const DEADLINE_MARGIN_MS = 250;

/**
 * The time a lookup may spend on providers: the configured budget, or less when the caller (the BFF) stops
 * waiting sooner. Without this a slow provider answered after the BFF had given up with a 503, and the draft was
 * stored anyway, behind the buyer's back.
 */
export function lookupTimeLeft(budgetMs: number, now = Date.now()): number {
  const deadlineAt = currentContext()?.deadlineAt;
  const callerLeft = deadlineAt === undefined ? Infinity : deadlineAt - now - DEADLINE_MARGIN_MS;
  return Math.max(0, Math.min(budgetMs, callerLeft));
}

/**
 * `work`'s result, or PROVIDER_UNAVAILABLE once `ms` have passed. The provider call itself stops at its own
 * timeout; what matters is that nothing is stored from an answer nobody waits for.
 */
export async function withinBudget<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PropertyError('provider_unavailable', PROVIDER_UNAVAILABLE)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Refuses to store once the caller has stopped waiting (its deadline is past). */
export function assertCallerWaiting(now = Date.now()): void {
  const deadlineAt = currentContext()?.deadlineAt;
  if (deadlineAt !== undefined && now >= deadlineAt)
    throw new PropertyError('provider_unavailable', PROVIDER_UNAVAILABLE);
}
