import { fixtureReports, matchesExpected } from '@homeward/inspection-reports';
import { analyzeReport } from '../analysis';
import type { ExtractedReport, Finding } from '../report';
import { findingCost, rowFor } from './finding-cost';

// Issue 23 item 4: every major and critical finding has a range. Run over our own fixture reports (their text as
// the extractor would give it), whatever tiers the engine currently gives.

const extracted = (pages: string[][]): ExtractedReport => ({
  source: 'pdf',
  pages: pages.map((lines, i) => ({ number: i + 1, lines })),
});

const serious = (f: Finding) => f.severity === 'critical' || f.severity === 'major';

describe.each(fixtureReports.map((r) => [r.name, r] as const))('costs of %s', (_name, report) => {
  const findings = analyzeReport(extracted(report.pages)).findings;

  it('gives every major and critical finding a range, in every state or none', () => {
    for (const finding of findings.filter(serious)) {
      for (const state of [undefined, 'UT', 'CA', 'MS']) {
        const cost = findingCost(finding, state);
        expect({ title: finding.title, priced: cost !== null }).toEqual({
          title: finding.title,
          priced: true,
        });
        expect(cost!.estimate.from).toBeGreaterThan(0);
        expect(cost!.estimate.to).toBeGreaterThanOrEqual(cost!.estimate.from);
      }
    }
  });

  it('has a table row for the gold major and critical findings the fixture says the table covers', () => {
    const gold = report.expected.findings.filter(
      (g) => (g.severity === 'critical' || g.severity === 'major') && g.costExpected,
    );
    for (const g of gold) {
      // a gold's words can also appear in other findings ("insulation" of a wire) and a summary may repeat its
      // title alone: the table covers it when one of the findings it matches has a row (whatever its tier now)
      const candidates = findings.filter(
        (f) => f.title.toLowerCase() === g.title.toLowerCase() || matchesExpected(f, g),
      );
      if (candidates.length === 0) continue; // recall is the eval's business; this test is about prices
      const rows = candidates.map((f) => rowFor(f)?.key).filter(Boolean);
      expect({ gold: g.title, row: rows.length > 0 }).toEqual({ gold: g.title, row: true });
    }
  });
});
