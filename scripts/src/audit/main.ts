// `tsx scripts/src/audit/main.ts`: the dependency scan CI runs (a step of `npm test`). Scans the dependencies the
// images ship (production, from the lockfile) against the configured registry's advisory database. Exit codes:
// 0 pass, 1 fail, WARNED_EXIT (3) when the advisory database could not be reached, which test-all shows as a warning.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { verdictOf, WARNED_EXIT } from './verdict';

function npm(args: string[]): { stdout: string; stderr: string; exitCode: number } {
  const run = spawnSync('npm', args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return {
    stdout: run.stdout ?? '',
    stderr: run.stderr ?? run.error?.message ?? '',
    exitCode: run.status ?? 1,
  };
}

// Extra arguments go to npm (e.g. --registry=...), so a test can point the scan at a registry of its choice.
const extra = process.argv.slice(2);
const registry =
  extra.find((arg) => arg.startsWith('--registry='))?.slice('--registry='.length) ??
  npm(['config', 'get', 'registry']).stdout.trim();
const verdict = verdictOf(npm(['audit', '--json', '--omit=dev', '--fetch-retries=1', ...extra]), registry);
for (const line of verdict.lines) console.log(line);
process.exit({ pass: 0, fail: 1, unreachable: WARNED_EXIT }[verdict.outcome]);
