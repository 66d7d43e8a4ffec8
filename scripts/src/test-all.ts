// `npm test`: everything CI runs, in one place — contracts, lint, types, unit, frontend, integration and end-to-end.
// Every step runs even after a failure, so one run shows every problem; the exit code and the closing
// "N passed, N failed" line cover them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WARNED_EXIT } from './audit/verdict';
import { binPath, REPO_ROOT } from '@homeward/local-stack/src/paths';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** A jest-format JSON report the step writes, to count its tests. */
  report?: string;
  /** The exit code that means "could not check, said so": the run goes on, shown as a warning, not a pass. */
  warnedExitCode?: number;
}

interface StepResult {
  step: Step;
  ok: boolean;
  warned?: boolean;
  counts?: { passed: number; failed: number };
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-test-reports-'));
const unitAndIntegrationReport = path.join(reports, 'jest-unit-integration.json');
const endToEndReport = path.join(reports, 'jest-e2e.json');
const vitestReport = path.join(reports, 'vitest.json');

/** `perCore` jest workers per core this machine has, at most `cap` (a worker's databases and stacks cost memory). */
function workers(perCore: number, cap: number): number {
  return Math.min(cap, perCore * os.availableParallelism());
}

// The checks and the frontend's tests each keep one core busy (vitest too: its files share one jsdom), so they run side
// by side, as many at once as there are cores, longest first; each one's output is printed whole when it ends.
const checks: Step[] = [
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
    name: 'contracts (buf lint, format, drift, breaking)',
    command: binPath('tsx'),
    args: ['scripts/src/protos.ts', 'check'],
  },
  {
    name: 'dependency scan (npm audit)',
    command: binPath('tsx'),
    args: ['scripts/src/audit/main.ts'],
    warnedExitCode: WARNED_EXIT,
  },
  { name: 'lint (eslint)', command: binPath('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format (prettier)', command: binPath('prettier'), args: ['--check', '--log-level=warn', '.'] },
  {
    name: 'type check (services, bff, scripts)',
    command: binPath('tsc'),
    args: ['-p', 'tsconfig.json', '--noEmit'],
  },
  {
    name: 'type check (frontend)',
    command: binPath('tsc'),
    args: ['-p', 'frontend/tsconfig.json', '--noEmit'],
  },
  {
    name: 'frontend build (served by the BFF in e2e)',
    command: 'npm',
    args: ['run', 'build', '-w', 'frontend', '--silent'],
  },
];

// Two jest runs, because the projects load a machine differently. Unit and integration files spend much of their
// time waiting (a consumer group's first join takes 3 s on the local broker), so twice as many workers as cores
// keep the CPU busy; end-to-end files each drive a browser against whole stacks and already fill a core apiece.
// (jest reads '--maxWorkers=200%' as 200 workers: it takes percentages only up to 100.)
const jestRuns: Step[] = [
  {
    name: 'unit and integration tests (jest)',
    command: binPath('jest'),
    args: [
      '--ci',
      '--selectProjects',
      'unit',
      'integration',
      `--maxWorkers=${workers(2, 8)}`,
      '--json',
      `--outputFile=${unitAndIntegrationReport}`,
    ],
    report: unitAndIntegrationReport,
  },
  {
    name: 'end-to-end tests (jest)',
    command: binPath('jest'),
    args: [
      '--ci',
      '--selectProjects',
      'e2e',
      '--maxWorkers=100%',
      '--json',
      `--outputFile=${endToEndReport}`,
    ],
    report: endToEndReport,
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

const stepEnv = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

function finish(step: Step, code: number | null, started: number): StepResult {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const warned = step.warnedExitCode !== undefined && code === step.warnedExitCode;
  const ok = code === 0 || warned;
  console.log(`${warned ? '⚠' : ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
  return { step, ok, warned, counts: step.report ? countTests(step.report) : undefined };
}

/** Runs a step with its output kept until it ends, so steps running side by side do not interleave. */
function runBuffered(step: Step): Promise<StepResult> {
  console.log(`… ${step.name}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: REPO_ROOT,
      env: stepEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      console.log(`\n▶ ${step.name}`);
      process.stdout.write(Buffer.concat(output));
      resolve(finish(step, code, started));
    });
  });
}

function runLive(step: Step): Promise<StepResult> {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: REPO_ROOT, env: stepEnv, stdio: 'inherit' });
    child.on('error', (error) => console.error(error.message));
    child.on('close', (code) => resolve(finish(step, code, started)));
  });
}

async function runSideBySide(queue: Step[], lanes: number): Promise<StepResult[]> {
  const results = new Map<Step, StepResult>();
  const pending = [...queue];
  const lane = async (): Promise<void> => {
    for (let step = pending.shift(); step; step = pending.shift()) results.set(step, await runBuffered(step));
  };
  await Promise.all(Array.from({ length: Math.min(lanes, queue.length) }, lane));
  return queue.map((step) => results.get(step)!);
}

async function main(): Promise<void> {
  const results = [...(await runSideBySide(checks, os.availableParallelism()))];
  for (const step of jestRuns) results.push(await runLive(step));
  report(results);
}

function report(results: StepResult[]): never {
  fs.rmSync(reports, { recursive: true, force: true });
  const failedSteps = results.filter((result) => !result.ok);
  const passed = results.reduce((sum, result) => sum + (result.counts?.passed ?? 0), 0);
  // A failing step without its own test count (lint, types, contracts) still counts as one failure.
  const failed = results.reduce(
    (sum, result) => sum + (result.counts ? result.counts.failed || (result.ok ? 0 : 1) : result.ok ? 0 : 1),
    0,
  );
  console.log('\nSummary');
  for (const result of results)
    console.log(`  ${result.warned ? 'WARN  ' : result.ok ? 'ok    ' : 'FAILED'} ${result.step.name}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length === 0 ? 0 : 1);
}

void main();
