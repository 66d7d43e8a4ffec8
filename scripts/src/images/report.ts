import type { ComponentName } from '@homeward/local-stack/src/bundles';

export type Outcome =
  | { status: 'ok' }
  | { status: 'failed'; reason: string; logTail: string[] }
  | { status: 'not checked'; reason: string };

export interface ComponentResult {
  component: ComponentName;
  image: string;
  /** Undefined when the image did not build. */
  sizeBytes?: number;
  buildSeconds: number;
  build: Outcome;
  healthz: Outcome;
}

const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? '-' : `${(bytes / 1e6).toFixed(0)} MB`;

function pad(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
}

/** One line per component, then the reason and the container's (or the build's) last lines for each failure. */
export function formatReport(results: readonly ComponentResult[], nodeImage: string): string {
  const rows = [
    ['component', 'image', 'size', 'build', 'healthz'],
    ...results.map((result) => [
      result.component,
      result.image,
      megabytes(result.sizeBytes),
      result.build.status === 'ok' ? `${result.buildSeconds.toFixed(0)} s` : 'failed',
      result.healthz.status,
    ]),
  ];
  const lines = [`[images] built FROM ${nodeImage}`, ...pad(rows)];
  for (const result of results) {
    for (const [what, outcome] of [
      ['build', result.build],
      ['healthz', result.healthz],
    ] as const) {
      if (outcome.status !== 'failed') continue;
      lines.push('', `${result.component} ${what} failed: ${outcome.reason}`);
      lines.push(...outcome.logTail.map((line) => `  | ${line}`));
    }
  }
  return lines.join('\n');
}

/** Non-zero when any image failed to build or to answer /healthz; "not checked" (--build-only) is no failure. */
export function exitCodeOf(results: readonly ComponentResult[]): number {
  return results.some((result) => result.build.status === 'failed' || result.healthz.status === 'failed')
    ? 1
    : 0;
}
