// What a bench run prints and keeps: a table of the measurements, the API-to-baseline ratios, and the same figures
// as JSON under .homeward/bench/ so runs on one machine can be compared over time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './measure';
import type { GoalResult, Score } from './report-goals';

export interface Comparison {
  name: string;
  api: string;
  baseline: string;
  /** API requests/s over baseline requests/s: the share of the database's throughput the API keeps. */
  throughputRatio: number;
  /** API p50 over baseline p50: how many times slower the median call is through the API. */
  p50Ratio: number;
  /** API p99 over baseline p99: the same for the slow tail. */
  p99Ratio: number;
}

export function compare(name: string, api: Measurement, baseline: Measurement): Comparison {
  return {
    name,
    api: api.scenario,
    baseline: baseline.scenario,
    throughputRatio: ratio(api.rps, baseline.rps),
    p50Ratio: ratio(api.latencyMs.p50, baseline.latencyMs.p50),
    p99Ratio: ratio(api.latencyMs.p99, baseline.latencyMs.p99),
  };
}

function ratio(numerator: number, denominator: number): number {
  return denominator > 0 ? numerator / denominator : NaN;
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  /** 1-minute load average when the run started: anything else busy on the machine skews every figure. */
  loadAverage1m: number;
  node: string;
  platform: string;
}

export function describeMachine(): Machine {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export interface BenchReport {
  startedAt: string;
  machine: Machine;
  /** The code measured: the commit, whether the tree had uncommitted changes, and how it ran. */
  build: { commit: string; dirty: boolean; mode: string };
  /** 1-minute load average when the last scenario finished (the start's is in machine). */
  loadAverage1mAtEnd: number;
  settings: { connections: number; durationS: number; warmupS: number };
  measurements: Measurement[];
  comparisons: Comparison[];
  /** Figures that are not request measurements (Lighthouse scores). */
  scores: Score[];
  /** Issue 26's goals, each judged against its baseline from this run. */
  goals: GoalResult[];
  /** Whatever a reader needs to interpret the figures (what exactly was measured, known distortions). */
  notes: string[];
}

const COLUMNS = ['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'load'] as const;

/** Fixed-width text table; numbers right-aligned, so columns of figures line up. */
export function formatTable(measurements: readonly Measurement[]): string {
  const rows = measurements.map((measurement) => [
    measurement.scenario,
    String(measurement.requests),
    measurement.rps.toFixed(1),
    measurement.latencyMs.p50.toFixed(2),
    measurement.latencyMs.p99.toFixed(2),
    String(measurement.errors),
    measurement.loadAverage1m.toFixed(2),
  ]);
  const widths = COLUMNS.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(COLUMNS), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatComparison(comparison: Comparison): string {
  return (
    `${comparison.name}: API/baseline throughput ${comparison.throughputRatio.toFixed(3)}×, ` +
    `p50 latency ${comparison.p50Ratio.toFixed(1)}×, p99 latency ${comparison.p99Ratio.toFixed(1)}×`
  );
}

/** `2026-11-23T04-05-06Z.json`: sortable, unique per second, and legal on every file system. */
export function reportFileName(startedAt: Date): string {
  return `${startedAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
}

export function writeReport(directory: string, report: BenchReport): string {
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, reportFileName(new Date(report.startedAt)));
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}
