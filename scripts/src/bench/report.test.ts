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
import { formatGoals, ISSUE_26_GOALS, judgeGoals, lighthouseScoreName, type GoalSpec } from './report-goals';

function measurement(
  scenario: string,
  rps: number,
  p50: number,
  p99: number,
  errors = 0,
  loadAverage1m = 1.5,
  p95 = p99,
): Measurement {
  return {
    scenario,
    requests: Math.round(rps * 10),
    errors,
    elapsedMs: 10_000,
    rps,
    latencyMs: { count: Math.round(rps * 10), p50, p95, p99, mean: p50, max: p99 },
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
        scores: [{ name: lighthouseScoreName('/'), value: 91 }],
        goals: judgeGoals(ISSUE_26_GOALS, {
          measurements: [],
          comparisons: [],
          scores: [{ name: lighthouseScoreName('/'), value: 91 }],
        }),
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

describe('goals', () => {
  const listApi = measurement('API list', 400, 6, 30);
  const listSql = measurement('SQL list', 700, 2.5, 10);
  const figures = {
    measurements: [
      listApi,
      listSql,
      measurement('event: card confirmed -> API reads unlocked', 5, 70, 190, 0, 1.5, 150),
      measurement('event: sign-up -> verification e-mail in maildev', 2, 430, 560, 0, 1.5, 535),
      measurement('event: broker produce -> consume (floor)', 600, 1.4, 7.4, 0, 1.5, 5.2),
    ],
    comparisons: [compare('properties list', listApi, listSql)],
    scores: [
      { name: lighthouseScoreName('/'), value: 90 },
      { name: lighthouseScoreName('/auth/sign-in'), value: 89 },
    ],
  };

  it('judges each goal against its baseline from the same run, and says which were not measured', () => {
    const byGoal = new Map(judgeGoals(ISSUE_26_GOALS, figures).map((goal) => [goal.goal, goal]));
    expect(byGoal.get('properties list: throughput')).toEqual({
      goal: 'properties list: throughput',
      target: '≥ 0.5× baseline req/s',
      figure: '400.0 req/s',
      baseline: '700.0 req/s (SQL list)',
      ratio: 400 / 700,
      status: 'met',
    });
    expect(byGoal.get('properties list: p50')).toMatchObject({
      figure: '6.00 ms',
      baseline: '2.50 ms (SQL list)',
      ratio: 2.4,
      status: 'met',
    });
    expect(byGoal.get('event: card confirmed -> API reads unlocked')).toMatchObject({
      figure: 'p95 150.0 ms',
      baseline: 'p95 5.2 ms (event: broker produce -> consume (floor))',
      status: 'met',
    });
    expect(byGoal.get('event: sign-up -> verification e-mail')).toMatchObject({
      figure: 'p95 535.0 ms',
      status: 'missed',
    });
    expect(byGoal.get('Lighthouse mobile performance /')).toMatchObject({ figure: '90', status: 'met' });
    expect(byGoal.get('Lighthouse mobile performance /auth/sign-in')).toMatchObject({
      figure: '89',
      status: 'missed',
    });
    for (const absent of ['properties search: throughput', 'properties search: p50'])
      expect(byGoal.get(absent)).toMatchObject({
        figure: null,
        baseline: null,
        ratio: null,
        status: 'not measured',
      });
  });

  it('misses a ratio on the wrong side of its bound and holds the bound itself as met', () => {
    const specs: GoalSpec[] = [
      { kind: 'ratio', goal: 'rps', comparison: 'c', metric: 'throughput', bound: 0.5 },
      { kind: 'ratio', goal: 'p50', comparison: 'c', metric: 'p50', bound: 3 },
    ];
    const judge = (api: Measurement, sql: Measurement) =>
      judgeGoals(specs, { measurements: [api, sql], comparisons: [compare('c', api, sql)], scores: [] }).map(
        (goal) => goal.status,
      );
    expect(judge(measurement('api', 49.9, 31, 40), measurement('sql', 100, 10, 20))).toEqual([
      'missed',
      'missed',
    ]);
    expect(judge(measurement('api', 50, 30, 40), measurement('sql', 100, 10, 20))).toEqual(['met', 'met']);
  });

  it('counts a path whose every run failed as not measured, not as met', () => {
    const failed = {
      ...measurement('event: card confirmed -> API reads unlocked', 0, NaN, NaN),
      errors: 200,
    };
    const [goal] = judgeGoals(ISSUE_26_GOALS.filter((spec) => spec.kind === 'latency').slice(0, 1), {
      measurements: [failed],
      comparisons: [],
      scores: [],
    });
    expect(goal!.status).toBe('not measured');
  });

  it('prints one row per goal with its baseline, a dash where there is none, and a count', () => {
    const lines = formatGoals(judgeGoals(ISSUE_26_GOALS, figures)).split('\n');
    expect(lines[0]).toMatch(/^goal\s+target\s+figure\s+baseline \(same run\)\s+ratio\s+result$/);
    expect(lines).toHaveLength(2 + ISSUE_26_GOALS.length + 1);
    const row = (goal: string) => lines.find((line) => line.startsWith(`${goal} `))!.split(/\s{2,}/);
    expect(row('properties list: throughput')).toEqual([
      'properties list: throughput',
      '≥ 0.5× baseline req/s',
      '400.0 req/s',
      '700.0 req/s (SQL list)',
      '0.571×',
      'met',
    ]);
    expect(row('completed PDF fetch: throughput')).toEqual([
      'completed PDF fetch: throughput',
      '≥ 0.5× baseline req/s',
      '—',
      '—',
      '—',
      'not measured',
    ]);
    expect(lines.at(-1)).toBe('4 met, 2 missed, 4 not measured');
  });
});
