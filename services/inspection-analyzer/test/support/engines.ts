// Analysis engines for the tests only: deliberately simple, so a test knows exactly which findings a report yields
// and when the analysis ends. Production runs the offline or OpenAI engine.
import type {
  Analysis,
  AnalysisEngine,
  ExtractedReport,
  Finding,
  IssueDetails,
  Severity,
} from '../../src/domain/report';

const FINDING = /^(CRITICAL|MAJOR|MODERATE|MINOR|INFO):\s*(\S.*?) - (\S.*)$/;
const SEVERITY: Record<string, Severity> = {
  CRITICAL: 'critical',
  MAJOR: 'major',
  MODERATE: 'moderate',
  MINOR: 'minor',
  INFO: 'informational',
};

/** A line `MAJOR: Roof leak - Water stains on the ceiling` is one finding; every other line is ignored. */
export function findingsIn(report: ExtractedReport): Finding[] {
  return report.pages.flatMap((page) =>
    page.lines.flatMap((line) => {
      const match = FINDING.exec(line.trim());
      return match
        ? [{ title: match[2]!, description: match[3]!, severity: SEVERITY[match[1]!]!, page: page.number }]
        : [];
    }),
  );
}

/** Cost of a finding in these tests: $100 per character of its title, ranging to twice that; none for info. */
export function testCost(finding: Finding): { from: number; to: number } | null {
  if (finding.severity === 'informational') return null;
  return { from: finding.title.length * 100, to: finding.title.length * 200 };
}

export interface TestEngine extends AnalysisEngine {
  analyzeCalls: number;
  explainCalls: number;
}

/**
 * Finds `findingsIn` the report; `beforeAnswer` runs before each analysis answers (a test holds it there), and
 * `explainDelayMs` makes explanations slow enough for concurrent calls to overlap.
 */
export function testEngine(
  options: { beforeAnswer?: () => Promise<void>; explainDelayMs?: number } = {},
): TestEngine {
  const engine: TestEngine = {
    name: 'test',
    analyzeCalls: 0,
    explainCalls: 0,
    async analyze(report: ExtractedReport, analyzeOptions?: { signal?: AbortSignal }): Promise<Analysis> {
      engine.analyzeCalls += 1;
      if (options.beforeAnswer) await abandonable(options.beforeAnswer(), analyzeOptions?.signal);
      const findings = findingsIn(report);
      return {
        findings,
        summary: {
          strengths: ['The report was read'],
          weaknesses: findings.map((finding) => finding.title),
          final_recommendation: findings.length ? 'Repair before closing.' : 'No repairs needed.',
        },
        actionable_next_steps: ['Ask the seller for repair credits'],
      };
    },
    async explain(finding: Finding): Promise<IssueDetails> {
      engine.explainCalls += 1;
      const call = engine.explainCalls;
      if (options.explainDelayMs) await new Promise((resolve) => setTimeout(resolve, options.explainDelayMs));
      return {
        issue_details: `${finding.title}: ${finding.description} (explanation ${call})`,
        estimated_fix_price_range: testCost(finding),
        recommended_actions: [`Call a contractor about ${finding.title.toLowerCase()}`],
      };
    },
  };
  return engine;
}

/** `work`, or the signal's reason once it aborts: a held analysis lets its service stop, as the real engines do. */
function abandonable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abandon = () => reject(signal.reason);
    if (signal.aborted) abandon();
    signal.addEventListener('abort', abandon, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon));
  });
}
