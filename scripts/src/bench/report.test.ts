import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './measure';
import {
  compare,
  formatComparison,
  formatTable,
  reportFileName,
  writeReport,
  type BenchReport,
} from './report';

function measurement(
  scenario: string,
  rps: number,
  p50: number,
  p99: number,
  errors = 0,
  loadAverage1m = 1.5,
): Measurement {
  return {
    scenario,
    requests: Math.round(rps * 10),
    errors,
    elapsedMs: 10_000,
    rps,
    latencyMs: { count: Math.round(rps * 10), p50, p99, mean: p50, max: p99 },
    loadAverage1m,
  };
}

describe('compare', () => {
  it('divides API by baseline for throughput, p50 and p99 latency', () => {
    const comparison = compare('list', measurement('api', 250, 30, 90), measurement('sql', 2000, 2.5, 20));
    expect(comparison).toEqual({
      name: 'list',
      api: 'api',
      baseline: 'sql',
      throughputRatio: 0.125,
      p50Ratio: 12,
      p99Ratio: 4.5,
    });
    expect(formatComparison(comparison)).toBe(
      'list: API/baseline throughput 0.125×, p50 latency 12.0×, p99 latency 4.5×',
    );
  });

  it('is NaN, not Infinity, against a baseline that measured nothing', () => {
    const comparison = compare('list', measurement('api', 250, 30, 90), measurement('sql', 0, NaN, NaN));
    expect(comparison.throughputRatio).toBeNaN();
    expect(comparison.p50Ratio).toBeNaN();
    expect(comparison.p99Ratio).toBeNaN();
  });
});

describe('formatTable', () => {
  it('aligns text left and figures right under a header, with fixed decimals', () => {
    const table = formatTable([
      measurement('API list', 271.04, 30.751, 137.087),
      measurement('SQL', 1976.16, 2.625, 33.7, 3, 2.1),
    ]);
    expect(table.split('\n')).toEqual([
      'scenario  requests   req/s  p50 ms  p99 ms  errors  load',
      '--------  --------  ------  ------  ------  ------  ----',
      'API list      2710   271.0   30.75  137.09       0  1.50',
      'SQL          19762  1976.2    2.63   33.70       3  2.10',
    ]);
  });
});

describe('report file', () => {
  it('is named after the start time, sortable and without colons', () => {
    expect(reportFileName(new Date('2026-11-23T04:05:06.789Z'))).toBe('2026-11-23T04-05-06Z.json');
  });

  it('holds the figures as JSON', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
    try {
      const report: BenchReport = {
        startedAt: '2026-11-23T04:05:06.789Z',
        machine: { cpus: 2, cpuModel: 'x', memoryGiB: 4, loadAverage1m: 0.5, node: 'v20', platform: 'linux' },
        build: { commit: 'abc', dirty: false, mode: 'bundles' },
        loadAverage1mAtEnd: 0.7,
        settings: { connections: 10, durationS: 10, warmupS: 2 },
        measurements: [measurement('api', 250, 30, 90)],
        comparisons: [],
        notes: ['n'],
      };
      const file = writeReport(path.join(directory, 'bench'), report);
      expect(path.basename(file)).toBe('2026-11-23T04-05-06Z.json');
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(report);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
