import { timedRuns } from './timed-runs';

describe('timed runs', () => {
  it('runs every attempt once, at most `concurrency` at a time, and counts pages of the successful ones', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    const result = await timedRuns(7, 3, async (index) => {
      seen.push(index);
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (index === 4) throw new Error('report-4.pdf: upload: HTTP 400');
      return { pages: 10 };
    });
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(3);
    expect(result.succeeded).toBe(6);
    expect(result.durations.count).toBe(6);
    expect(result.errors).toEqual(['report-4.pdf: upload: HTTP 400']);
    expect(result.pagesPerMinute).toBeCloseTo((60 / result.wallSeconds) * 60, 5);
  });
});
