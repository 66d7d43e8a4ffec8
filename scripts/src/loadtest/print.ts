// The load test's table: each phase beside the extraction baseline of the same run, in seconds and per minute.
import type { BaselineResult } from './baseline';
import type { PhaseResult } from './phase';

const seconds = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');
const rate = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

export function formatResults(baseline: BaselineResult, phases: readonly PhaseResult[]): string {
  const header = [
    'run'.padEnd(40),
    'ok/total'.padStart(9),
    'p50 s'.padStart(8),
    'p95 s'.padStart(8),
    'p99 s'.padStart(8),
    'reports/min'.padStart(12),
    'pages/min'.padStart(10),
    'peak lag'.padStart(9),
    'peak queue'.padStart(11),
    'errors'.padStart(7),
  ].join(' ');
  const row = (
    name: string,
    ok: number,
    total: number,
    d: { p50: number; p95: number; p99: number },
    perMinute: { reports: number; pages: number },
    lag: string,
    queue: string,
    errors: number,
  ) =>
    [
      name.padEnd(40),
      `${ok}/${total}`.padStart(9),
      seconds(d.p50).padStart(8),
      seconds(d.p95).padStart(8),
      seconds(d.p99).padStart(8),
      rate(perMinute.reports).padStart(12),
      rate(perMinute.pages).padStart(10),
      lag.padStart(9),
      queue.padStart(11),
      String(errors).padStart(7),
    ].join(' ');
  const lines = [
    header,
    row(
      baseline.name,
      baseline.timeToText.count,
      baseline.reports,
      baseline.timeToText,
      { reports: baseline.reportsPerMinute, pages: baseline.pagesPerMinute },
      '-',
      '-',
      baseline.errors.length,
    ),
    ...phases.map((phase) =>
      row(
        phase.name,
        phase.analyzed,
        phase.reports,
        phase.timeToAnalyzed,
        { reports: phase.reportsPerMinute, pages: phase.pagesPerMinute },
        String(phase.peakQueue.lag),
        String(phase.peakQueue.waiting),
        phase.errors.length,
      ),
    ),
  ];
  for (const phase of phases) {
    const ratio = phase.pagesPerMinute / baseline.pagesPerMinute;
    lines.push(
      `${phase.name}: ${rate(ratio * 100)}% of the extraction-only page rate; ${phase.answeredLong} of ` +
        `${phase.reports} uploads answered 202 (long analysis)`,
    );
    for (const error of phase.errors.slice(0, 5)) lines.push(`  error: ${error}`);
  }
  return lines.join('\n');
}
