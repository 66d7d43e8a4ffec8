import type { FixtureReport } from '@homeward/inspection-reports';
import type { Analysis, IssueDetails, Severity } from '@homeward/inspection-analyzer/src/domain/report';
import { SEVERITIES } from '@homeward/inspection-analyzer/src/domain/report';
import { matchFindings, type Match } from './match';

export interface ReportScore {
  name: string;
  layout: string;
  format: string;
  source: string;
  expected: number;
  reported: number;
  matched: number;
  /** matched / expected (1 when nothing is expected). */
  recall: number;
  /** Over matched findings: same tier, and at most one tier apart. */
  tierExact: number;
  tierWithinOne: number;
  /** Over matched major/critical labels the cost table prices: a price range was given. */
  costPresent: number;
  costExpected: number;
  /** Reported findings that quote boilerplate (a trap phrase) or sit on the boilerplate pages. */
  boilerplate: string[];
  /** Reported findings no label asked for (not a failure: inspectors' notes are open to judgement). */
  extra: string[];
  missed: string[];
  wrongTier: string[];
  totals: Record<Severity, { count: number; from: number; to: number }>;
}

const rank = (s: Severity) => SEVERITIES.indexOf(s);
const ratio = (n: number, d: number) => (d ? n / d : 1);

export function scoreReport(
  fixture: FixtureReport,
  analysis: Analysis,
  details: IssueDetails[],
  source: string,
  extractedPages: number,
): ReportScore {
  // Page numbers only mean the same thing when extraction kept the fixture's pages (DOCX/DOC may re-paginate).
  const samePages = extractedPages === fixture.pages.length;
  const matches: Match[] = matchFindings(fixture.expected.findings, analysis.findings);
  const hit = matches.filter((m) => m.actual);
  const exact = hit.filter((m) => m.actual!.severity === m.expected.severity);
  const near = hit.filter((m) => Math.abs(rank(m.actual!.severity) - rank(m.expected.severity)) <= 1);
  const priced = hit.filter(
    (m) => m.expected.costExpected && ['major', 'critical'].includes(m.expected.severity),
  );
  const withPrice = priced.filter(
    (m) => details[analysis.findings.indexOf(m.actual!)]?.estimated_fix_price_range,
  );
  const traps = fixture.expected.boilerplateTraps.map((t) => t.toLowerCase());
  const boilerplate = analysis.findings
    .filter(
      (f) =>
        (samePages &&
          f.page !== undefined &&
          (f.page <= fixture.expected.boilerplatePages ||
            f.page > fixture.pages.length - (fixture.expected.boilerplateTailPages ?? 0))) ||
        traps.some((t) => `${f.title} ${f.description}`.toLowerCase().includes(t)),
    )
    .map((f) => f.title);
  const usedActual = new Set(hit.map((m) => m.actual));
  const totals = Object.fromEntries(
    SEVERITIES.map((s) => [s, { count: 0, from: 0, to: 0 }]),
  ) as ReportScore['totals'];
  analysis.findings.forEach((f, i) => {
    const t = totals[f.severity];
    t.count++;
    t.from += details[i]?.estimated_fix_price_range?.from ?? 0;
    t.to += details[i]?.estimated_fix_price_range?.to ?? 0;
  });
  return {
    name: fixture.name,
    layout: fixture.layout,
    format: fixture.format,
    source,
    expected: fixture.expected.findings.length,
    reported: analysis.findings.length,
    matched: hit.length,
    recall: ratio(hit.length, fixture.expected.findings.length),
    tierExact: ratio(exact.length, hit.length),
    tierWithinOne: ratio(near.length, hit.length),
    costPresent: withPrice.length,
    costExpected: priced.length,
    boilerplate,
    extra: analysis.findings.filter((f) => !usedActual.has(f)).map((f) => `${f.title} [${f.severity}]`),
    missed: matches.filter((m) => !m.actual).map((m) => `${m.expected.title} [${m.expected.severity}]`),
    wrongTier: hit
      .filter((m) => m.actual!.severity !== m.expected.severity)
      .map((m) => `${m.expected.title}: ${m.actual!.severity}, labelled ${m.expected.severity}`),
    totals,
  };
}
