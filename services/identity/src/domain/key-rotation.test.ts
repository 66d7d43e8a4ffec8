import {
  CLOCK_SKEW_MS,
  isDueForRotation,
  isExpiredRetiredKey,
  isPublishable,
  rotationPolicy,
} from './key-rotation';

const DAY = 24 * 3600 * 1000;
const policy = rotationPolicy(30, 900);
const created = new Date('2025-01-01T00:00:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);

describe('signing key rotation policy', () => {
  it('derives the grace period from the access token lifetime plus clock skew', () => {
    expect(policy).toEqual({ rotationMs: 30 * DAY, retiredKeyGraceMs: 900_000 + CLOCK_SKEW_MS });
  });

  it('rotates the current key once it is as old as the rotation period', () => {
    const key = { createdAt: created, retiredAt: null };
    expect(isDueForRotation(key, at(0), policy)).toBe(false);
    expect(isDueForRotation(key, at(30 * DAY - 1), policy)).toBe(false);
    expect(isDueForRotation(key, at(30 * DAY), policy)).toBe(true);
  });

  it('never signs with a retired key', () => {
    expect(isDueForRotation({ createdAt: created, retiredAt: at(DAY) }, at(DAY), policy)).toBe(true);
  });

  it('publishes the current key whatever its age', () => {
    expect(isPublishable({ createdAt: created, retiredAt: null }, at(365 * DAY), policy)).toBe(true);
  });

  it('keeps a retired key published until the last token it signed has expired', () => {
    const retiredAt = at(30 * DAY);
    const key = { createdAt: created, retiredAt };
    const after = (ms: number) => new Date(retiredAt.getTime() + ms);
    expect(isPublishable(key, after(0), policy)).toBe(true);
    expect(isPublishable(key, after(900_000), policy)).toBe(true);
    expect(isPublishable(key, after(policy.retiredKeyGraceMs - 1), policy)).toBe(true);
    expect(isPublishable(key, after(policy.retiredKeyGraceMs), policy)).toBe(false);
    expect(isExpiredRetiredKey(key, after(policy.retiredKeyGraceMs), policy)).toBe(true);
    expect(isExpiredRetiredKey(key, after(0), policy)).toBe(false);
  });
});
