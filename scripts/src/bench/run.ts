// `npm run bench`: starts a private Homeward (free ports, temp directory), runs the scenarios, prints a table and
// keeps the figures in .homeward/bench/<date>.json. Whatever happens — failure or Ctrl-C — every process it started
// is stopped before it exits.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, STATE_DIR } from '@homeward/local-stack/src/paths';
import { describeMachine, formatComparison, formatTable, writeReport, type BenchReport } from './report';
import { formatGoals, ISSUE_26_GOALS, judgeGoals } from './report-goals';
import { runPropertiesList } from './scenarios/properties-list';
import { runPropertiesSearch } from './scenarios/properties-search';
import { runPurchaseAgreementPdf } from './scenarios/purchase-agreement-pdf';
import { runCompletedPdf } from './scenarios/completed-pdf';
import { runSpaLighthouse } from './scenarios/spa-lighthouse';
import { runEventPath } from './scenarios/event-path';
import { runBffFixedCost } from './scenarios/bff-fixed-cost';
import { sourceVersion, type SourceVersion } from './build';
import { startBenchStack, StackHandle } from './stack';

// The session cookie's access token lives 15 minutes; a longer run would have the BFF refresh it mid-run while
// autocannon keeps replaying the old cookie.
const MAX_DURATION_S = 600;
const BUILD_MODE =
  'the commit bundled as its images are (deploy/docker/build-component.mjs), node, NODE_ENV=production';

function positiveNumber(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`${name} must be a number in (0, ${max}], got ${JSON.stringify(raw)}`);
  return value;
}

function readSettings() {
  const durationS = positiveNumber('BENCH_DURATION_S', 10, MAX_DURATION_S);
  const connections = Math.round(positiveNumber('BENCH_CONNECTIONS', 10, 500));
  const warmupS = positiveNumber('BENCH_WARMUP_S', 2, 60);
  return { durationS, connections, warmupS };
}

/**
 * HEAD, or BENCH_COMMIT: an earlier commit's bundles under today's load generator, so a before/after pair can be
 * taken back to back on the same machine load.
 */
function benchVersion(): SourceVersion {
  const requested = process.env.BENCH_COMMIT;
  if (!requested) return sourceVersion();
  const commit = execFileSync('git', ['rev-parse', '--verify', `${requested}^{commit}`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).trim();
  return { commit, dirty: sourceVersion().dirty };
}

async function interrupted(handle: StackHandle): Promise<number> {
  await handle.stop();
  handle.removeState();
  return 130;
}

async function main(): Promise<number> {
  const settings = readSettings();
  const startedAt = new Date();
  const machine = describeMachine();
  const version = benchVersion();
  const handle = new StackHandle();
  const interrupt = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupt.signal.aborted) return;
    interrupt.abort(new Error(`interrupted by ${signal}`));
    console.error(`\n[bench] ${signal}: stopping everything it started…`);
    // Stopping the stack also fails whatever main() is waiting on (readiness, set-up calls), so it unwinds to its
    // finally, which waits for this same stop.
    void handle.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let ok = false;
  try {
    console.log(`[bench] starting a private Homeward in ${handle.stateDir}…`);
    // BENCH_CPU_PROF_DIR: every process writes a V8 CPU profile there when it stops (keep it outside the repo).
    const profileDir = process.env.BENCH_CPU_PROF_DIR;
    const stack = await startBenchStack(handle, {
      commit: version.commit,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    });
    const scenarioSettings = {
      load: {
        connections: settings.connections,
        durationMs: settings.durationS * 1000,
        signal: interrupt.signal,
      },
      warmupMs: settings.warmupS * 1000,
    };
    const scenarios = [
      ['list', runPropertiesList],
      ['search', runPropertiesSearch],
      ['pdf', runPurchaseAgreementPdf],
      ['pdf-fetch', runCompletedPdf],
      ['event', runEventPath],
      ['spa', runSpaLighthouse],
      ['fixed', runBffFixedCost],
    ] as const;
    // BENCH_ONLY=list,search: a subset while profiling one path; the figures kept say which ran.
    const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
    const results = [];
    for (const [name, run] of scenarios)
      if (!only || only.includes(name)) results.push(await run(stack, scenarioSettings));
    const figures = {
      measurements: results.flatMap((result) => result.measurements),
      comparisons: results.flatMap((result) => result.comparisons),
      scores: results.flatMap((result) => result.scores ?? []),
    };
    const report: BenchReport = {
      startedAt: startedAt.toISOString(),
      machine,
      build: { ...version, mode: BUILD_MODE },
      loadAverage1mAtEnd: Number((os.loadavg()[0] ?? 0).toFixed(2)),
      settings,
      ...figures,
      goals: judgeGoals(ISSUE_26_GOALS, figures),
      notes: results.flatMap((result) => result.notes),
    };
    const file = writeReport(path.join(STATE_DIR, 'bench'), report);
    console.log(
      `\nHomeward bench — ${settings.connections} connections, ${settings.durationS} s per scenario ` +
        `(${settings.warmupS} s warm-up); ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, ` +
        `load ${machine.loadAverage1m} at start and ${report.loadAverage1mAtEnd} at end, Node ${machine.node}; ` +
        `commit ${report.build.commit.slice(0, 12)}${report.build.dirty ? ' (uncommitted changes in the tree did not run)' : ''}, ` +
        `${report.build.mode}\n`,
    );
    console.log(formatTable(report.measurements));
    console.log('');
    for (const comparison of report.comparisons) console.log(formatComparison(comparison));
    console.log(`\n[bench] figures: ${path.relative(process.cwd(), file)}`);
    const failed = report.measurements.filter((measurement) => measurement.errors > 0);
    for (const measurement of failed)
      console.error(
        `[bench] ${measurement.scenario}: ${measurement.errors} errors (first: ${measurement.firstError})`,
      );
    console.log(`\nGoals (issue 26), each beside its baseline from this run:\n${formatGoals(report.goals)}`);
    ok = failed.length === 0;
  } catch (error) {
    if (interrupt.signal.aborted) return interrupted(handle);
    console.error(
      `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    console.error(`[bench] logs kept in ${path.join(handle.stateDir, 'logs')}`);
  } finally {
    await handle.stop();
  }
  if (interrupt.signal.aborted) return interrupted(handle);
  if (ok) handle.removeState();
  return ok ? 0 : 1;
}

void main().then((code) => process.exit(code));
