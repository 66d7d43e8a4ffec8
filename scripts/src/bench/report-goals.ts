// Issue 26's goals, each judged against its baseline from the same run: the API against the SQL beneath it, an
// event path against its bound, a PDF against the floor the BFF or pdfmake sets, a page's Lighthouse score. A goal
// whose figures this run did not take (BENCH_ONLY, a scenario not there yet) says "not measured", never met.
import type { Measurement } from './measure';
import type { Comparison } from './report';

/** A figure that is not a request measurement, e.g. a Lighthouse score. */
export interface Score {
  name: string;
  value: number;
}

export type GoalStatus = 'met' | 'missed' | 'not measured';

export interface GoalResult {
  goal: string;
  target: string;
  /** The figure judged, with its unit; null when this run did not measure it. */
  figure: string | null;
  /** What it was judged against in the same run (null when nothing in this run is its baseline). */
  baseline: string | null;
  /** figure / baseline where the goal is a ratio. */
  ratio: number | null;
  status: GoalStatus;
}

/** API over baseline of one comparison (named as its scenario names it): throughput at least, or p50 at most. */
interface RatioGoal {
  kind: 'ratio';
  goal: string;
  comparison: string;
  metric: 'throughput' | 'p50';
  bound: number;
}

/** A measurement's p95 under a fixed bound, shown beside another measurement of the same run (its floor). */
interface LatencyGoal {
  kind: 'latency';
  goal: string;
  measurement: string;
  floor: string;
  p95UnderMs: number;
}

interface ScoreGoal {
  kind: 'score';
  goal: string;
  score: string;
  atLeast: number;
}

export type GoalSpec = RatioGoal | LatencyGoal | ScoreGoal;

const EVENT_FLOOR = 'event: broker produce -> consume (floor)';

/** The names are the scenarios' own (their measurements', comparisons' and scores' names). */
export const ISSUE_26_GOALS: readonly GoalSpec[] = [
  ...(['properties list', 'properties search'] as const).flatMap((comparison): GoalSpec[] => [
    { kind: 'ratio', goal: `${comparison}: throughput`, comparison, metric: 'throughput', bound: 0.5 },
    { kind: 'ratio', goal: `${comparison}: p50`, comparison, metric: 'p50', bound: 3 },
  ]),
  {
    kind: 'latency',
    goal: 'event: card confirmed -> API reads unlocked',
    measurement: 'event: card confirmed -> API reads unlocked',
    floor: EVENT_FLOOR,
    p95UnderMs: 500,
  },
  {
    kind: 'latency',
    goal: 'event: sign-up -> verification e-mail',
    measurement: 'event: sign-up -> verification e-mail in maildev',
    floor: EVENT_FLOOR,
    p95UnderMs: 500,
  },
  {
    kind: 'ratio',
    goal: 'completed PDF fetch: throughput',
    comparison: 'completed PDF fetch',
    metric: 'throughput',
    bound: 0.5,
  },
  {
    kind: 'ratio',
    goal: 'PDF preview render: throughput',
    comparison: 'purchase agreement PDF',
    metric: 'throughput',
    bound: 0.5,
  },
  ...['/', '/auth/sign-in'].map((page): GoalSpec => ({
    kind: 'score',
    goal: `Lighthouse mobile performance ${page}`,
    score: lighthouseScoreName(page),
    atLeast: 90,
  })),
];

/** The name the spa scenario gives a page's Lighthouse performance score. */
export function lighthouseScoreName(page: string): string {
  return `Lighthouse mobile performance ${page}`;
}

export interface GoalInputs {
  measurements: readonly Measurement[];
  comparisons: readonly Comparison[];
  scores: readonly Score[];
}

const NOT_MEASURED = { figure: null, baseline: null, ratio: null, status: 'not measured' } as const;

export function judgeGoals(specs: readonly GoalSpec[], inputs: GoalInputs): GoalResult[] {
  return specs.map((spec) => {
    if (spec.kind === 'ratio') return judgeRatio(spec, inputs);
    if (spec.kind === 'latency') return judgeLatency(spec, inputs);
    return judgeScore(spec, inputs);
  });
}

const measured = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value);

function judgeRatio(spec: RatioGoal, inputs: GoalInputs): GoalResult {
  const atLeast = spec.metric === 'throughput';
  const target = atLeast ? `≥ ${spec.bound}× baseline req/s` : `≤ ${spec.bound}× baseline p50`;
  const comparison = inputs.comparisons.find((candidate) => candidate.name === spec.comparison);
  const api = inputs.measurements.find((measurement) => measurement.scenario === comparison?.api);
  const baseline = inputs.measurements.find((measurement) => measurement.scenario === comparison?.baseline);
  const figureOf = (measurement: Measurement) =>
    atLeast ? `${measurement.rps.toFixed(1)} req/s` : `${measurement.latencyMs.p50.toFixed(2)} ms`;
  const valueOf = (measurement: Measurement) => (atLeast ? measurement.rps : measurement.latencyMs.p50);
  if (!comparison || !api || !baseline || !measured(valueOf(api)) || !(valueOf(baseline) > 0))
    return { goal: spec.goal, target, ...NOT_MEASURED };
  const ratio = valueOf(api) / valueOf(baseline);
  return {
    goal: spec.goal,
    target,
    figure: figureOf(api),
    baseline: `${figureOf(baseline)} (${baseline.scenario})`,
    ratio,
    status: (atLeast ? ratio >= spec.bound : ratio <= spec.bound) ? 'met' : 'missed',
  };
}

function judgeLatency(spec: LatencyGoal, inputs: GoalInputs): GoalResult {
  const target = `p95 < ${spec.p95UnderMs} ms`;
  const path = inputs.measurements.find((measurement) => measurement.scenario === spec.measurement);
  const floor = inputs.measurements.find((measurement) => measurement.scenario === spec.floor);
  const p95 = path && path.requests > 0 ? path.latencyMs.p95 : undefined;
  if (!measured(p95)) return { goal: spec.goal, target, ...NOT_MEASURED };
  const floorP95 = floor && floor.requests > 0 ? floor.latencyMs.p95 : undefined;
  return {
    goal: spec.goal,
    target,
    figure: `p95 ${p95.toFixed(1)} ms`,
    baseline: measured(floorP95) ? `p95 ${floorP95.toFixed(1)} ms (${spec.floor})` : null,
    ratio: null,
    status: p95 < spec.p95UnderMs ? 'met' : 'missed',
  };
}

function judgeScore(spec: ScoreGoal, inputs: GoalInputs): GoalResult {
  const target = `≥ ${spec.atLeast}`;
  const value = inputs.scores.find((score) => score.name === spec.score)?.value;
  if (!measured(value)) return { goal: spec.goal, target, ...NOT_MEASURED };
  return {
    goal: spec.goal,
    target,
    figure: String(value),
    baseline: null,
    ratio: null,
    status: value >= spec.atLeast ? 'met' : 'missed',
  };
}

const GOAL_COLUMNS = ['goal', 'target', 'figure', 'baseline (same run)', 'ratio', 'result'] as const;

/** The goals as a fixed-width table, one row per goal, in the order given. */
export function formatGoals(goals: readonly GoalResult[]): string {
  const rows = goals.map((goal) => [
    goal.goal,
    goal.target,
    goal.figure ?? '—',
    goal.baseline ?? '—',
    goal.ratio === null ? '—' : `${goal.ratio.toFixed(3)}×`,
    goal.status,
  ]);
  const widths = GOAL_COLUMNS.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const met = goals.filter((goal) => goal.status === 'met').length;
  const missed = goals.filter((goal) => goal.status === 'missed').length;
  return [
    line(GOAL_COLUMNS),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
    `${met} met, ${missed} missed, ${goals.length - met - missed} not measured`,
  ].join('\n');
}
