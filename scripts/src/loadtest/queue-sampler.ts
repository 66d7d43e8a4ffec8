// Samples the analyzer's backlog while a phase runs, from its Prometheus endpoint: the Kafka consumer lag on
// inspection.uploaded (events not yet taken into the job table) and the jobs waiting in that table (taken, not yet
// analyzed). The second is the real queue: the consumer hands events over in milliseconds.

const LAG = 'homeward_kafka_consumer_lag';
const WAITING = 'homeward_inspection_analysis_jobs_waiting';

export interface QueueSample {
  lag: number;
  waiting: number;
}

/** Sums every series of `metric` (optionally only those whose labels contain `labelMatch`) in a text exposition. */
export function sumMetric(exposition: string, metric: string, labelMatch?: string): number {
  let total = 0;
  for (const line of exposition.split('\n')) {
    if (!line.startsWith(metric)) continue;
    const rest = line.slice(metric.length);
    if (rest[0] !== '{' && rest[0] !== ' ') continue; // another metric sharing the prefix
    if (labelMatch && !rest.includes(labelMatch)) continue;
    const value = Number(rest.slice(rest.lastIndexOf(' ') + 1));
    if (Number.isFinite(value)) total += value;
  }
  return total;
}

export async function sampleQueue(metricsUrls: readonly string[]): Promise<QueueSample> {
  const expositions = await Promise.all(
    metricsUrls.map(async (url) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      return response.ok ? response.text() : '';
    }),
  );
  // The job table is shared: every replica reports the same count, so take one, not the sum.
  return {
    lag: expositions.reduce((sum, text) => sum + sumMetric(text, LAG, 'topic="inspection.uploaded"'), 0),
    waiting: Math.max(0, ...expositions.map((text) => sumMetric(text, WAITING))),
  };
}

/** Samples every `intervalMs` until stopped; keeps the maximum of each figure. */
export function startQueueSampler(metricsUrls: readonly string[], intervalMs = 500) {
  const peak: QueueSample = { lag: 0, waiting: 0 };
  let failures = 0;
  const timer = setInterval(() => {
    sampleQueue(metricsUrls).then(
      (sample) => {
        peak.lag = Math.max(peak.lag, sample.lag);
        peak.waiting = Math.max(peak.waiting, sample.waiting);
      },
      () => failures++,
    );
  }, intervalMs);
  return {
    stop(): QueueSample & { failedSamples: number } {
      clearInterval(timer);
      return { ...peak, failedSamples: failures };
    },
  };
}
