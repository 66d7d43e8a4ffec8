import type { FixtureReport } from '@homeward/inspection-reports';
import type { AnalysisEngine, ExtractedReport } from '@homeward/inspection-analyzer/src/domain/report';
import { scoreReport, type ReportScore } from './score';

/** The quality bar of issue 10: recall >= 90%, tier agreement >= 80%, no finding raised from boilerplate. */
export const AIMS = { recall: 0.9, tierExact: 0.8 } as const;

/** The report's text, or why it was not read (a refusal the service itself would give, e.g. too many OCR pages). */
export type Extracted = { report: ExtractedReport; source: string } | { skipped: string };

export interface EvalResult {
  reports: ReportScore[];
  skipped: string[];
  overall: {
    expected: number;
    matched: number;
    recall: number;
    tierExact: number;
    tierWithinOne: number;
    costPresent: number;
    costExpected: number;
    boilerplate: number;
  };
  failures: string[];
}

/** The fixture's own pages as an extracted report (what a perfect extractor would give). */
export function pagesOf(fixture: FixtureReport): ExtractedReport {
  return { source: fixture.format, pages: fixture.pages.map((lines, i) => ({ number: i + 1, lines })) };
}

export async function evaluate(
  fixtures: FixtureReport[],
  engine: AnalysisEngine,
  extract: (fixture: FixtureReport) => Promise<Extracted>,
): Promise<EvalResult> {
  const reports: ReportScore[] = [];
  const skipped: string[] = [];
  for (const fixture of fixtures) {
    const extracted = await extract(fixture);
    if ('skipped' in extracted) {
      skipped.push(`${fixture.name}: ${extracted.skipped}`);
      continue;
    }
    const { report, source } = extracted;
    const analysis = await engine.analyze(report);
    const details = await Promise.all(
      analysis.findings.map((f) => engine.explain(f, { summary: analysis.summary })),
    );
    reports.push(scoreReport(fixture, analysis, details, source, report.pages.length));
  }
  const sum = (k: (r: ReportScore) => number) => reports.reduce((n, r) => n + k(r), 0);
  const matched = sum((r) => r.matched);
  const expected = sum((r) => r.expected);
  const overall = {
    expected,
    matched,
    recall: expected ? matched / expected : 1,
    tierExact: matched ? sum((r) => r.tierExact * r.matched) / matched : 1,
    tierWithinOne: matched ? sum((r) => r.tierWithinOne * r.matched) / matched : 1,
    costPresent: sum((r) => r.costPresent),
    costExpected: sum((r) => r.costExpected),
    boilerplate: sum((r) => r.boilerplate.length),
  };
  const failures: string[] = [];
  for (const r of reports) {
    if (r.recall < AIMS.recall) failures.push(`${r.name}: recall ${pct(r.recall)} < ${pct(AIMS.recall)}`);
    if (r.tierExact < AIMS.tierExact)
      failures.push(`${r.name}: tier agreement ${pct(r.tierExact)} < ${pct(AIMS.tierExact)}`);
    if (r.boilerplate.length) failures.push(`${r.name}: ${r.boilerplate.length} finding(s) from boilerplate`);
  }
  return { reports, skipped, overall, failures };
}

export function pct(n: number): string {
  return `${Math.round(n * 1000) / 10}%`;
}
