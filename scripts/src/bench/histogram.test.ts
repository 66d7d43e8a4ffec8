import { bucketHighest, bucketIndex, LatencyHistogram } from './histogram';

describe('histogram buckets', () => {
  it('counts values below 2048 µs exactly', () => {
    for (const value of [0, 1, 7, 1000, 2047]) {
      expect(bucketIndex(value)).toBe(value);
      expect(bucketHighest(bucketIndex(value))).toBe(value);
    }
  });

  it('keeps every larger value within 1/1024 of its bucket, buckets in order and contiguous', () => {
    const violations: string[] = [];
    let previous = bucketIndex(2047);
    for (let value = 2048; value < 3_000_000; value = Math.ceil(value * 1.0007) + 1) {
      const index = bucketIndex(value);
      const highest = bucketHighest(index);
      if (index < previous) violations.push(`${value}: index ${index} below ${previous}`);
      if (highest < value || (highest - value) / value >= 1 / 1024)
        violations.push(`${value}: bucket ends at ${highest}`);
      if (bucketIndex(highest) !== index || bucketIndex(highest + 1) !== index + 1)
        violations.push(`${value}: bucket ${index} is not contiguous with the next`);
      previous = index;
    }
    expect(violations).toEqual([]);
  });

  it('puts powers of two and their neighbours in the right octave', () => {
    for (let exponent = 11; exponent < 40; exponent += 1) {
      const power = 2 ** exponent;
      expect(bucketHighest(bucketIndex(power - 1))).toBe(power - 1);
      expect(bucketIndex(power)).toBe(bucketIndex(power - 1) + 1);
    }
  });
});

describe('LatencyHistogram', () => {
  it('gives nearest-rank percentiles of exact values', () => {
    const histogram = new LatencyHistogram();
    for (let us = 1; us <= 100; us += 1) histogram.recordUs(us);
    expect(histogram.percentileUs(50)).toBe(50);
    expect(histogram.percentileUs(99)).toBe(99);
    expect(histogram.percentileUs(100)).toBe(100);
    expect(histogram.percentileUs(0.5)).toBe(1);
  });

  it('summarises in milliseconds: p50, p95, p99, mean and max', () => {
    const histogram = new LatencyHistogram();
    // 98 fast calls of 1 ms, two slow ones of 1.5 ms and 2 s
    for (let call = 0; call < 98; call += 1) histogram.recordMs(1);
    histogram.recordMs(1.5);
    histogram.recordMs(2000);
    const summary = histogram.summary();
    expect(summary.count).toBe(100);
    expect(summary.p50).toBe(1);
    expect(summary.p95).toBe(1);
    expect(summary.p99).toBe(1.5);
    expect(summary.max).toBe(2000);
    expect(summary.mean).toBeCloseTo((98 + 1.5 + 2000) / 100, 6);
  });

  it('reports large values to 0.1% and never above the largest recorded', () => {
    const histogram = new LatencyHistogram();
    histogram.recordMs(123.456);
    const p50 = histogram.percentileUs(50);
    expect(p50).toBe(123_456);
    histogram.recordMs(100);
    histogram.recordMs(100);
    expect(Math.abs(histogram.percentileUs(50) - 100_000) / 100_000).toBeLessThan(1 / 1024);
  });

  it('says NaN for an empty histogram and refuses nonsense', () => {
    const histogram = new LatencyHistogram();
    expect(histogram.summary()).toEqual({ count: 0, p50: NaN, p95: NaN, p99: NaN, mean: NaN, max: NaN });
    expect(() => histogram.recordUs(-1)).toThrow(RangeError);
    expect(() => histogram.recordUs(Number.NaN)).toThrow(RangeError);
    expect(() => histogram.percentileUs(0)).toThrow(RangeError);
    expect(() => histogram.percentileUs(101)).toThrow(RangeError);
  });
});
