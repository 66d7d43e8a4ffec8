// When signing keys rotate and how long a retired key stays published. Pure functions of the clock, so the policy
// is tested without a database or waiting thirty days.

export interface KeyDates {
  createdAt: Date;
  retiredAt: Date | null;
}

export interface RotationPolicy {
  /** A key signs for this long before a new one replaces it. */
  rotationMs: number;
  /**
   * A retired key stays in the JWKS for this long: the lifetime of the last access token it signed plus slack
   * for clock skew, so no token that is still valid ever loses its key.
   */
  retiredKeyGraceMs: number;
}

// Verifiers tolerate little skew (jose: none by default); a minute covers ordinary NTP drift between hosts.
export const CLOCK_SKEW_MS = 60_000;

export function rotationPolicy(rotationDays: number, accessTokenTtlSeconds: number): RotationPolicy {
  return {
    rotationMs: rotationDays * 24 * 3600 * 1000,
    retiredKeyGraceMs: accessTokenTtlSeconds * 1000 + CLOCK_SKEW_MS,
  };
}

export function isDueForRotation(key: KeyDates, now: Date, policy: RotationPolicy): boolean {
  return key.retiredAt !== null || now.getTime() - key.createdAt.getTime() >= policy.rotationMs;
}

/** The current key and retired keys still within their grace period. */
export function isPublishable(key: KeyDates, now: Date, policy: RotationPolicy): boolean {
  return key.retiredAt === null || now.getTime() - key.retiredAt.getTime() < policy.retiredKeyGraceMs;
}

/** Retired keys past their grace period verify nothing any more; their rows (and private halves) can go. */
export function isExpiredRetiredKey(key: KeyDates, now: Date, policy: RotationPolicy): boolean {
  return !isPublishable(key, now, policy);
}
