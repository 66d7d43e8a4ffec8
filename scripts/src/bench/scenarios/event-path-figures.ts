// The event-path scenario's arithmetic, apart from its I/O so that its tests load nothing heavy.

/** The floor: at least 200 runs for a p99 that is more than the slowest few samples. */
export const DEFAULT_RUNS = 200;

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of raw samples (milliseconds): the smallest sample with at least p% at or below it. */
export function percentiles(samples: readonly number[]): Percentiles {
  if (samples.length === 0) return { count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1]!;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1]! };
}

export function formatPercentiles(name: string, figures: Percentiles): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `${name}: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, ` +
    `max ${ms(figures.max)} over ${figures.count} runs`
  );
}

/** How many runs: BENCH_EVENT_RUNS, or 200. */
export function eventRuns(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_RUNS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 10_000)
    throw new Error(`BENCH_EVENT_RUNS must be a whole number in [1, 10000], got ${JSON.stringify(raw)}`);
  return value;
}
