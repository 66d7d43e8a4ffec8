import { DEFAULT_RUNS, eventRuns, formatPercentiles, percentiles } from './event-path-figures';

describe('event path figures', () => {
  it('takes nearest-rank percentiles of the samples, whatever their order', () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i); // 200 .. 1, reversed
    expect(percentiles(samples)).toEqual({ count: 200, p50: 100, p95: 190, p99: 198, max: 200 });
  });

  it('gives the only sample for every percentile of one run, and NaN for none', () => {
    expect(percentiles([42.5])).toEqual({ count: 1, p50: 42.5, p95: 42.5, p99: 42.5, max: 42.5 });
    expect(percentiles([]).p95).toBeNaN();
  });

  it('says the three percentiles, the worst run and how many runs', () => {
    expect(formatPercentiles('unlock', { count: 200, p50: 12.34, p95: 56.7, p99: 89, max: 120 })).toBe(
      'unlock: p50 12.3 ms, p95 56.7 ms, p99 89.0 ms, max 120.0 ms over 200 runs',
    );
  });

  it('runs 200 times unless BENCH_EVENT_RUNS says otherwise, and refuses a count that is not one', () => {
    expect(eventRuns(undefined)).toBe(DEFAULT_RUNS);
    expect(eventRuns('')).toBe(200);
    expect(eventRuns('25')).toBe(25);
    for (const bad of ['0', '-3', '2.5', 'many', '10001'])
      expect(() => eventRuns(bad)).toThrow(/BENCH_EVENT_RUNS/);
  });
});
