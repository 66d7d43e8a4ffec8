// Two ways to put load on something for a fixed time with fixed concurrency, summarised the same way: autocannon for
// HTTP, and measureLoop for any async call (the database baseline). Both record latency in the same histogram, so
// their percentiles are comparable (autocannon's own histogram rounds to whole milliseconds).
import os from 'node:os';
import autocannon from 'autocannon';
import { LatencyHistogram, type LatencySummary } from './histogram';

export interface Load {
  connections: number;
  durationMs: number;
  /** Ends the load early (Ctrl-C), so nothing keeps hammering a stack that is being stopped. */
  signal?: AbortSignal;
}

export interface Measurement {
  scenario: string;
  /** Calls that completed successfully (2xx for HTTP). */
  requests: number;
  errors: number;
  /** Wall time from the first call until the last in-flight call returned. */
  elapsedMs: number;
  rps: number;
  latencyMs: LatencySummary;
  /** The machine's 1-minute load average as the measurement ended: what else was running shows here. */
  loadAverage1m: number;
  /** The first failure, to say what went wrong (never a secret: status codes and error messages only). */
  firstError?: string;
}

export function summarise(
  scenario: string,
  histogram: LatencyHistogram,
  errors: number,
  elapsedMs: number,
  firstError?: string,
): Measurement {
  return {
    scenario,
    requests: histogram.count,
    errors,
    elapsedMs,
    rps: elapsedMs > 0 ? histogram.count / (elapsedMs / 1000) : 0,
    latencyMs: histogram.summary(),
    loadAverage1m: Number((os.loadavg()[0] ?? 0).toFixed(2)),
    ...(firstError === undefined ? {} : { firstError }),
  };
}

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * Closed-loop load: `connections` workers each call `fn` back to back until `durationMs` has passed. A failed call
 * counts as an error (its latency is not recorded) and the worker goes on, like autocannon does.
 */
export async function measureLoop(
  scenario: string,
  fn: () => Promise<unknown>,
  { connections, durationMs, signal }: Load,
): Promise<Measurement> {
  if (!(connections >= 1)) throw new RangeError('connections must be at least 1');
  const histogram = new LatencyHistogram();
  let errors = 0;
  let firstError: string | undefined;
  const started = nowMs();
  const deadline = started + durationMs;
  const worker = async () => {
    while (nowMs() < deadline && !signal?.aborted) {
      const before = nowMs();
      try {
        await fn();
        histogram.recordMs(nowMs() - before);
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return summarise(scenario, histogram, errors, nowMs() - started, firstError);
}

export interface HttpTarget {
  url: string;
  headers?: Record<string, string>;
  /** Paths (with query) each connection asks for in turn, starting over after the last; default: url's own. */
  paths?: readonly string[];
  /** GET unless given; a POST sends `body` (e.g. JSON, with its Content-Type among `headers`) on every request. */
  method?: 'GET' | 'POST';
  body?: string;
}

/**
 * autocannon against one origin; only 2xx answers count as requests, anything else (or a socket error) as an
 * error.
 */
export async function measureHttp(
  scenario: string,
  target: HttpTarget,
  { connections, durationMs, signal }: Load,
): Promise<Measurement> {
  const histogram = new LatencyHistogram();
  let firstError: string | undefined;
  const started = nowMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        headers: target.headers,
        method: target.method ?? 'GET',
        ...(target.body === undefined ? {} : { body: target.body }),
        ...(target.paths
          ? { requests: target.paths.map((path) => ({ method: target.method ?? 'GET', path })) }
          : {}),
        connections,
        duration: durationMs / 1000,
        // A slow answer is a data point, not a failure; only a hung one is an error.
        timeout: 30,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) histogram.recordMs(responseTime);
      else firstError ??= `HTTP ${statusCode}`;
    });
    signal?.addEventListener('abort', () => instance.stop(), { once: true });
    instance.on('reqError', (error: unknown) => {
      firstError ??= error instanceof Error ? error.message : String(error);
    });
  });
  const elapsedMs = nowMs() - started;
  // autocannon counts timeouts among its errors.
  return summarise(scenario, histogram, result.non2xx + result.errors, elapsedMs, firstError);
}
