import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuf } from './buf';
import { findDrift } from './drift';
import { generateContracts } from './generate';
import type { ProtosLayout } from './layout';
import { exportPreviousContracts } from './previous-contracts';
import { combinedOutput, type CommandResult } from './run';

export interface CheckResult {
  readonly name: string;
  /** `skipped` passes; it is only used when there are no previous contracts to check for breaking changes. */
  readonly status: 'ok' | 'failed' | 'skipped';
  readonly note?: string;
  /** What to show under the check's line: tool output or the drifted files. */
  readonly details: readonly string[];
}

function fromBuf(name: string, result: CommandResult): CheckResult {
  if (result.status === 0) return { name, status: 'ok', details: [] };
  return { name, status: 'failed', details: combinedOutput(result).split('\n') };
}

function withTempDir<T>(prefix: string, use: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    return use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function checkLint(layout: ProtosLayout): CheckResult {
  return fromBuf('lint', runBuf(layout, ['lint']));
}

export function checkFormat(layout: ProtosLayout): CheckResult {
  return fromBuf('format', runBuf(layout, ['format', '--diff', '--exit-code']));
}

export function checkDrift(layout: ProtosLayout): CheckResult {
  return withTempDir('homeward-protos-gen-', (outputBase) => {
    const drift = findDrift(generateContracts(layout, outputBase), layout.genDir);
    if (drift.length === 0) return { name: 'drift', status: 'ok', details: [] };
    const genRelative = path.relative(layout.repoRoot, layout.genDir).split(path.sep).join('/');
    return {
      name: 'drift',
      status: 'failed',
      note: `${drift.length} generated file(s) differ from ${genRelative}; run npm run protos:gen and commit`,
      details: drift.map((file) => `${file.kind}: ${genRelative}/${file.path}`),
    };
  });
}

export function checkBreaking(layout: ProtosLayout, againstRev: string): CheckResult {
  return withTempDir('homeward-protos-previous-', (previousDir) => {
    const subdir = path.relative(layout.repoRoot, layout.protosDir).split(path.sep).join('/');
    if (!exportPreviousContracts(layout.repoRoot, againstRev, subdir, previousDir)) {
      return {
        name: 'breaking',
        status: 'skipped',
        note: `no previous contracts at ${againstRev}`,
        details: [],
      };
    }
    const result = fromBuf('breaking', runBuf(layout, ['breaking', '--against', previousDir]));
    return { ...result, note: `against ${againstRev}` };
  });
}

/** Runs every check, even after a failure, so one run reports everything that is wrong. */
export function runChecks(layout: ProtosLayout, againstRev: string): CheckResult[] {
  const checks: Array<[string, () => CheckResult]> = [
    ['lint', () => checkLint(layout)],
    ['format', () => checkFormat(layout)],
    ['drift', () => checkDrift(layout)],
    ['breaking', () => checkBreaking(layout, againstRev)],
  ];
  return checks.map(([name, check]) => {
    try {
      return check();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { name, status: 'failed', details: message.split('\n') };
    }
  });
}
