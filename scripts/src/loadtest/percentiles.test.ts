import { distribution, percentile } from './percentiles';

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('sorts before ranking and reports the maximum', () => {
    expect(distribution([30, 10, 20])).toEqual({ count: 3, p50: 20, p95: 30, p99: 30, max: 30 });
  });

  it('has no figures without samples', () => {
    expect(distribution([]).p50).toBeNaN();
  });
});
