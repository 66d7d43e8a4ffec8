// What an `npm audit --json` run means for CI. Three outcomes, never a silent one: the scan ran and found nothing at
// the failing severities (pass, with what it did find), it ran and found some (fail, naming each package), or the
// advisory database could not be reached (a plain warning: CI goes on, and says the dependencies were not checked).
// Anything else (output that is not an audit report, no lockfile) fails: a scan that did not run is not a pass.

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';
export const FAILING: readonly Severity[] = ['high', 'critical'];
/** The scan's exit code when the advisory database could not be reached: neither 0 (a pass) nor 1 (a failure). */
export const WARNED_EXIT = 3;

export interface AuditRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export type Verdict =
  | { outcome: 'pass'; lines: string[] }
  | { outcome: 'fail'; lines: string[] }
  | { outcome: 'unreachable'; lines: string[] };

interface Report {
  vulnerabilities?: Record<string, { severity?: Severity }>;
  metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> };
  message?: string;
  statusCode?: number;
  error?: unknown;
}

function parse(stdout: string): Report | undefined {
  try {
    const value: unknown = JSON.parse(stdout);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Report)
      : undefined;
  } catch {
    return undefined;
  }
}

// npm prints this when the registry's bulk advisory endpoint did not answer with advisories: refused, not resolved,
// timed out, or a registry (a mirror) that has no such endpoint.
const ENDPOINT_FAILED = /audit endpoint returned an error/;

export function verdictOf(run: AuditRun, registry: string): Verdict {
  const report = parse(run.stdout);
  const counts = report?.metadata?.vulnerabilities;
  if (report && counts) {
    const failing = Object.entries(report.vulnerabilities ?? {})
      .filter(([, entry]) => entry.severity && FAILING.includes(entry.severity))
      .map(([name, entry]) => `  ${name}: ${entry.severity}`)
      .sort();
    const summary = `dependency scan against ${registry}: ${counts.total ?? 0} advisories (critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0})`;
    if (failing.length > 0)
      return {
        outcome: 'fail',
        lines: [
          summary,
          `${failing.length} packages have ${FAILING.join(' or ')} advisories (\`npm audit\` says how to fix them):`,
          ...failing,
        ],
      };
    return { outcome: 'pass', lines: [summary] };
  }
  if (report?.message !== undefined && ENDPOINT_FAILED.test(run.stderr))
    return {
      outcome: 'unreachable',
      lines: [
        `WARNING: dependency scan skipped: the advisory database at ${registry} could not be reached ` +
          `(${report.message.trim() || `status ${report.statusCode ?? 'unknown'}`}).`,
        'WARNING: the dependencies were NOT checked for known vulnerabilities in this run.',
      ],
    };
  const said = (run.stderr.trim() || run.stdout.trim()).split('\n').slice(0, 5);
  return {
    outcome: 'fail',
    lines: [
      `the dependency scan did not run (npm audit exited ${run.exitCode}):`,
      ...said.map((l) => `  ${l}`),
    ],
  };
}
