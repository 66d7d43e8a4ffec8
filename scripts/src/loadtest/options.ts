// The load test's knobs, from the command line: `npm run loadtest:analyzer -- --reports 20 --concurrency 4`.
// Everything has a default that runs in a few minutes on the local stack of a 2-core machine.

export interface LoadTestOptions {
  /** Reports uploaded per phase (one fresh unlocked property each: a property takes at most two reports). */
  reports: number;
  /** Which report sizes to upload, cycled: `small` (about 6 pages), `medium` (10-15), `large` (about 60). */
  sizes: ReportSize[];
  /** Uploads in flight at once. */
  concurrency: number;
  /** A running Homeward to test (compose, a cluster's ingress); unset: a private local stack is started. */
  target?: string;
  /** With `target`: an existing verified account whose properties the test may create and unlock. */
  email?: string;
  password?: string;
  /** With `target`: the analyzer's `/metrics` URL, to sample the job queue and consumer lag (optional). */
  metricsUrl?: string;
  /** Local stack only: also run the phase with two analyzer replicas in one consumer group. */
  twoReplicas: boolean;
  /** Give up on a report not analyzed after this long. */
  timeoutS: number;
}

export const REPORT_SIZES = ['small', 'medium', 'large'] as const;
export type ReportSize = (typeof REPORT_SIZES)[number];

export const USAGE = `usage: npm run loadtest:analyzer -- [options]
  --reports N          reports per phase (default 12)
  --sizes LIST         comma-separated small,medium,large (default small,medium,large)
  --concurrency N      uploads in flight (default 3)
  --target URL         a running Homeward (default: start a private local stack)
  --email E --password P   an existing verified account on --target
  --metrics-url URL    the analyzer's /metrics on --target (queue depth, consumer lag)
  --no-two-replicas    skip the phase with two analyzer replicas (local stack only)
  --timeout-s N        per report (default 600)`;

export class OptionsError extends Error {}

function positiveInteger(flag: string, raw: string | undefined, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new OptionsError(`${flag} must be a whole number from 1 to ${max}, got ${JSON.stringify(raw)}`);
  return value;
}

function url(flag: string, raw: string | undefined): string {
  try {
    const parsed = new URL(raw ?? '');
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
    return parsed.toString().replace(/\/$/, '');
  } catch {
    throw new OptionsError(`${flag} must be an http(s) URL, got ${JSON.stringify(raw)}`);
  }
}

export function parseOptions(argv: readonly string[]): LoadTestOptions {
  const options: LoadTestOptions = {
    reports: 12,
    sizes: [...REPORT_SIZES],
    concurrency: 3,
    twoReplicas: true,
    timeoutS: 600,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new OptionsError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--reports':
        options.reports = positiveInteger(flag, value(), 10_000);
        break;
      case '--sizes': {
        const sizes = value()
          .split(',')
          .map((size) => size.trim());
        const unknown = sizes.filter((size) => !(REPORT_SIZES as readonly string[]).includes(size));
        if (unknown.length > 0 || sizes.length === 0)
          throw new OptionsError(`--sizes takes ${REPORT_SIZES.join(', ')}; unknown: ${unknown.join(', ')}`);
        options.sizes = sizes as ReportSize[];
        break;
      }
      case '--concurrency':
        options.concurrency = positiveInteger(flag, value(), 500);
        break;
      case '--target':
        options.target = url(flag, value());
        break;
      case '--email':
        options.email = value();
        break;
      case '--password':
        options.password = value();
        break;
      case '--metrics-url':
        options.metricsUrl = url(flag, value());
        break;
      case '--no-two-replicas':
        options.twoReplicas = false;
        break;
      case '--timeout-s':
        options.timeoutS = positiveInteger(flag, value(), 86_400);
        break;
      default:
        throw new OptionsError(`unknown option ${flag}`);
    }
  }
  if (options.target && !(options.email && options.password))
    throw new OptionsError('--target needs --email and --password of a verified account on it');
  if (!options.target && (options.email || options.metricsUrl))
    throw new OptionsError('--email, --password and --metrics-url only go with --target');
  return options;
}
