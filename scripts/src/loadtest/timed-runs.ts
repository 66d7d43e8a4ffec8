// Runs `count` timed attempts, `concurrency` at a time, and sums up what both the baseline and the phases report:
// how long each successful attempt took, how many pages went through per minute, and what failed.
import { distribution, type Distribution } from './percentiles';

export interface TimedRuns {
  /** Seconds per successful attempt. */
  durations: Distribution;
  succeeded: number;
  reportsPerMinute: number;
  pagesPerMinute: number;
  errors: string[];
  wallSeconds: number;
}

/** One attempt: resolves with the pages it handled, or rejects with a message naming the file. */
export type Attempt = (index: number) => Promise<{ pages: number }>;

export async function timedRuns(count: number, concurrency: number, attempt: Attempt): Promise<TimedRuns> {
  const seconds: number[] = [];
  const errors: string[] = [];
  let pages = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const begun = performance.now();
      try {
        // Awaited first: `pages += await ...` would read `pages` before the await and lose concurrent additions.
        const handled = (await attempt(i)).pages;
        pages += handled;
        seconds.push((performance.now() - begun) / 1000);
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    durations: distribution(seconds),
    succeeded: seconds.length,
    reportsPerMinute: (seconds.length / wallSeconds) * 60,
    pagesPerMinute: (pages / wallSeconds) * 60,
    errors,
    wallSeconds,
  };
}
