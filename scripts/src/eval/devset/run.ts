// `npm run eval:analyzer -- --devset DIR`: the analyzer on real inspection reports. Each report of the dev set is
// written as a PDF and a DOCX, read back by the analyzer's own text extraction, analyzed by the offline engine and
// scored against its labels, per report, per layout and overall, against the goals of issue 23.

import { fileFor, type FixtureReport } from '@homeward/inspection-reports';
import type { AnalysisEngine } from '@homeward/inspection-analyzer/src/domain/report';
import {
  extractReportText,
  type ReportContentType,
} from '@homeward/inspection-analyzer/src/providers/text-extraction';
import { loadDevset, type DevsetReport } from './gold';
import { indexWords } from './locate';
import { renderMarkdown } from './render';
import { ratesOf, scoreDevsetReport, type DevsetScore, type Rates } from './score';

/** Issue 23's goals, per layout. */
export const DEVSET_GOALS = {
  recall: 0.9,
  tierExact: 0.8,
  tierWithinOne: 0.95,
  costOverlap: 0.7,
  costOverlapMajor: 0.9,
} as const satisfies Rates;

/** The five layouts the kit's reports stand for, told by the kit's description of each. */
export function layoutOf(report: DevsetReport): string {
  const f = report.format.toLowerCase();
  if (/check-?box/.test(f)) return 'check-box ratings';
  if (/rating word/.test(f)) return 'rating words';
  if (/immediate/.test(f)) return 'narrative with "!" items';
  if (/observations/.test(f)) return 'numbered observations';
  if (/prose/.test(f)) return 'prose';
  return report.name;
}

export type FileFormat = 'pdf' | 'docx';

export interface DevsetResult {
  scores: DevsetScore[];
  failures: string[];
  findingTitles: Map<DevsetScore, string[]>;
}

export async function evaluateDevset(
  dir: string,
  engine: AnalysisEngine,
  formats: FileFormat[],
  only?: string,
): Promise<DevsetResult> {
  const reports = loadDevset(dir).filter((r) => !only || r.name.includes(only));
  const scores: DevsetScore[] = [];
  const findingTitles = new Map<DevsetScore, string[]>();
  for (const report of reports) {
    const rendered = renderMarkdown(report.markdown);
    const index = indexWords(rendered);
    for (const format of formats) {
      const fixture = { name: report.name, format, pages: rendered.pages } as unknown as FixtureReport;
      const file = await fileFor(fixture);
      const extracted = await extractReportText(file.data, file.contentType as ReportContentType);
      const analysis = await engine.analyze(extracted);
      const details = await Promise.all(
        analysis.findings.map((f) => engine.explain(f, { summary: analysis.summary })),
      );
      const samePages = extracted.pages.length === rendered.pages.length;
      const score = scoreDevsetReport(report, layoutOf(report), format, index, analysis, details, samePages);
      scores.push(score);
      findingTitles.set(
        score,
        analysis.findings.map((f) => {
          const range = details[analysis.findings.indexOf(f)]?.estimated_fix_price_range;
          return `${f.title} [${f.severity}${range ? ` $${range.from}-$${range.to}` : ''}] ${f.description.slice(0, 80)}`;
        }),
      );
    }
  }
  return { scores, failures: failuresOf(scores), findingTitles };
}

export function failuresOf(scores: DevsetScore[]): string[] {
  const failures: string[] = [];
  const groups = new Map<string, DevsetScore[]>();
  for (const s of scores)
    groups.set(`${s.layout} (${s.file})`, [...(groups.get(`${s.layout} (${s.file})`) ?? []), s]);
  for (const [group, members] of groups) {
    const rates = ratesOf(members);
    for (const [goal, aim] of Object.entries(DEVSET_GOALS) as [keyof Rates, number][]) {
      if (rates[goal] < aim) failures.push(`${group}: ${goal} ${pct(rates[goal])} < ${pct(aim)}`);
    }
    const boilerplate = members.reduce((n, s) => n + s.boilerplate.length, 0);
    const merged = members.reduce((n, s) => n + s.merged.length, 0);
    if (boilerplate) failures.push(`${group}: ${boilerplate} finding(s) from boilerplate`);
    if (merged) failures.push(`${group}: ${merged} merged finding(s)`);
  }
  return failures;
}

export function pct(n: number): string {
  return `${Math.round(n * 1000) / 10}%`;
}
