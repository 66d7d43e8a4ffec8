// A log-linear latency histogram in microseconds (the layout of an HDR histogram with three significant digits):
// values below 2048 µs are counted exactly, above that each power of two is cut into 1024 buckets, so a percentile
// is off by at most 1/1024 of its value whatever the range, in constant memory per octave.

const SUB_BUCKET_BITS = 11;
const SUB_BUCKETS = 1 << SUB_BUCKET_BITS; // 2048: the exact range
const HALF = SUB_BUCKETS >> 1; // 1024 buckets per further octave

/** Bucket of a non-negative integer value. */
export function bucketIndex(value: number): number {
  if (value < SUB_BUCKETS) return value;
  let shift = Math.floor(Math.log2(value)) - SUB_BUCKET_BITS + 1;
  // log2 of a float can land on the wrong side of a power of two; put the value back in [HALF, SUB_BUCKETS).
  if (Math.floor(value / 2 ** shift) >= SUB_BUCKETS) shift += 1;
  if (Math.floor(value / 2 ** shift) < HALF) shift -= 1;
  return SUB_BUCKETS + (shift - 1) * HALF + (Math.floor(value / 2 ** shift) - HALF);
}

/** The largest value that falls in bucket `index` (what a percentile reports, as HDR histograms do). */
export function bucketHighest(index: number): number {
  if (index < SUB_BUCKETS) return index;
  const shift = Math.floor((index - SUB_BUCKETS) / HALF) + 1;
  const sub = ((index - SUB_BUCKETS) % HALF) + HALF;
  return (sub + 1) * 2 ** shift - 1;
}

export interface LatencySummary {
  count: number;
  /** Milliseconds. */
  p50: number;
  /** The event paths' goal is on p95 (issue 26). */
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export class LatencyHistogram {
  private readonly counts: number[] = [];
  private total = 0;
  private sumUs = 0;
  private minUs = Infinity;
  private maxUs = 0;

  get count(): number {
    return this.total;
  }

  recordMs(milliseconds: number): void {
    this.recordUs(milliseconds * 1000);
  }

  recordUs(microseconds: number): void {
    if (!Number.isFinite(microseconds) || microseconds < 0)
      throw new RangeError(`latency must be a finite non-negative number, got ${microseconds}`);
    const value = Math.round(microseconds);
    const index = bucketIndex(value);
    while (this.counts.length <= index) this.counts.push(0);
    this.counts[index]! += 1;
    this.total += 1;
    this.sumUs += value;
    this.minUs = Math.min(this.minUs, value);
    this.maxUs = Math.max(this.maxUs, value);
  }

  /**
   * Nearest-rank percentile (0 < p <= 100) in µs: the smallest recorded value with at least p% of the samples at or
   * below it, to the bucket's precision (never above the largest value recorded).
   */
  percentileUs(p: number): number {
    if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
    if (this.total === 0) return NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.total));
    let seen = 0;
    for (let index = 0; index < this.counts.length; index += 1) {
      seen += this.counts[index]!;
      if (seen >= rank) return Math.min(bucketHighest(index), this.maxUs);
    }
    return this.maxUs;
  }

  summary(): LatencySummary {
    const ms = (us: number) => us / 1000;
    return {
      count: this.total,
      p50: ms(this.percentileUs(50)),
      p95: ms(this.percentileUs(95)),
      p99: ms(this.percentileUs(99)),
      mean: this.total === 0 ? NaN : ms(this.sumUs / this.total),
      max: this.total === 0 ? NaN : ms(this.maxUs),
    };
  }
}
