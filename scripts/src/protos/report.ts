import type { CheckResult } from './checks';

const LABEL: Record<CheckResult['status'], string> = { ok: 'ok', failed: 'FAILED', skipped: 'ok' };

/** One line per check (`ok` / `FAILED`), a skip spelled out, failure details indented below their check. */
export function formatReport(results: readonly CheckResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    const note = result.status === 'skipped' ? `skipped: ${result.note}` : result.note;
    lines.push(`${LABEL[result.status].padEnd(6)}  ${result.name}${note ? ` (${note})` : ''}`);
    if (result.status === 'failed') lines.push(...result.details.map((detail) => `          ${detail}`));
  }
  return lines.join('\n');
}

export function allPassed(results: readonly CheckResult[]): boolean {
  return results.every((result) => result.status !== 'failed');
}
