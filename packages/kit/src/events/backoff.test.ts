import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  const policy = { initialMs: 100, maxMs: 1000 };

  it('doubles from the initial delay and stops at the cap', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 50].map((attempt) => backoffDelay(attempt, policy, noJitter))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });

  it('takes at most 20% off for jitter', () => {
    expect(backoffDelay(4, policy, () => 0.999_999)).toBe(640);
    expect(backoffDelay(1, policy, () => 0.5)).toBe(90);
  });
});
