export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
}

/**
 * Delay before retry number `attempt` (1-based): initialMs, 2x, 4x ... capped at maxMs, with up to 20% jitter
 * taken off so that many rows or consumers failing together do not retry in lockstep.
 */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, attempt - 1);
  const raw = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(exponent, 30));
  return Math.round(raw * (1 - 0.2 * random()));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
