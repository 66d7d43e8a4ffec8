// `npm test`: everything CI runs, in one place — contracts, lint, types, unit, frontend, integration and end-to-end.
// Every step runs even after a failure, so one run shows every problem; the exit code and the closing
// "N passed, N failed" line cover them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { binPath, REPO_ROOT } from './stack/paths';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** A jest-format JSON report the step writes, to count its tests. */
  report?: string;
  /**
   * Runs beside the other checks (two at a time, one per core): each is one single-threaded process that only reads
   * the tree, and its output is held back and printed whole when it ends.
   */
  check?: boolean;
}

// Two at a time: the CI machines have two cores, and each check is a single-threaded process.
const CHECKS_AT_ONCE = 2;

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-test-reports-'));
const jestReport = path.join(reports, 'jest.json');
const vitestReport = path.join(reports, 'vitest.json');

const steps: Step[] = [
  {
    name: 'contracts (buf lint, format, drift, breaking)',
    check: true,
    command: binPath('tsx'),
    args: ['scripts/src/protos.ts', 'check'],
  },
  { name: 'lint (eslint)', command: binPath('eslint'), args: ['.', '--max-warnings=0'], check: true },
  {
    name: 'format (prettier)',
    command: binPath('prettier'),
    args: ['--check', '--log-level=warn', '.'],
    check: true,
  },
  {
    name: 'type check (services, bff, scripts)',
    check: true,
    command: binPath('tsc'),
    args: ['-p', 'tsconfig.json', '--noEmit'],
  },
  {
    name: 'type check (frontend)',
    check: true,
    command: binPath('tsc'),
    args: ['-p', 'frontend/tsconfig.json', '--noEmit'],
  },
  {
    name: 'frontend unit tests (vitest)',
    command: 'npm',
    args: [
      'exec',
      '-w',
      'frontend',
      '--',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    report: vitestReport,
  },
  {
    name: 'frontend build (served by the BFF in e2e)',
    command: 'npm',
    args: ['run', 'build', '-w', 'frontend', '--silent'],
  },
  {
    name: 'unit, integration and end-to-end tests (jest)',
    command: binPath('jest'),
    args: ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`],
    report: jestReport,
  },
];

function countTests(report: string): { passed: number; failed: number } {
  if (!fs.existsSync(report)) return { passed: 0, failed: 0 };
  const parsed = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
  };
  return { passed: parsed.numPassedTests ?? 0, failed: parsed.numFailedTests ?? 0 };
}

interface StepResult {
  step: Step;
  ok: boolean;
  counts?: { passed: number; failed: number };
}

/** Runs one step; a check's output is collected and printed in one piece, so parallel checks never interleave. */
function runStep(step: Step): Promise<StepResult> {
  const started = Date.now();
  if (!step.check) console.log(`\n▶ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: REPO_ROOT,
      stdio: step.check ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finish = (ok: boolean, problem = '') => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (step.check) console.log(`\n▶ ${step.name}\n${output}${problem}`.trimEnd());
      else if (problem) console.log(problem);
      console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
      resolve({ step, ok, counts: step.report ? countTests(step.report) : undefined });
    };
    child.on('error', (error) => finish(false, `could not run ${step.command}: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

async function runChecks(checks: Step[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  const queue = [...checks];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await runStep(step));
  };
  await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, lane));
  // The summary lists steps in their declared order, whichever finished first.
  return checks.map((step) => results.find((result) => result.step === step)!);
}

async function main(): Promise<void> {
  const results = await runChecks(steps.filter((step) => step.check));
  for (const step of steps.filter((candidate) => !candidate.check)) results.push(await runStep(step));
  fs.rmSync(reports, { recursive: true, force: true });
  const failedSteps = results.filter((result) => !result.ok);
  const passed = results.reduce((sum, result) => sum + (result.counts?.passed ?? 0), 0);
  // A failing step without its own test count (lint, types, contracts) still counts as one failure.
  const failed = results.reduce(
    (sum, result) => sum + (result.counts ? result.counts.failed || (result.ok ? 0 : 1) : result.ok ? 0 : 1),
    0,
  );
  console.log('\nSummary');
  for (const result of results) console.log(`  ${result.ok ? 'ok    ' : 'FAILED'} ${result.step.name}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length === 0 ? 0 : 1);
}

void main();
