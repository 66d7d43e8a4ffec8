import { fixtureReports, matchesExpected } from '@homeward/inspection-reports';
import { analyzeReport } from '../analysis';
import type { ExtractedReport, Finding } from '../report';
import { findingCost } from './finding-cost';

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

  it('prices the gold major and critical findings the fixture says the table covers from a table row', () => {
    const gold = report.expected.findings.filter(
      (g) => (g.severity === 'critical' || g.severity === 'major') && g.costExpected,
    );
    for (const g of gold) {
      // the gold's own title first: a gold's words can also appear in another finding ("insulation" of a wire)
      const found =
        findings.find((f) => f.title.toLowerCase() === g.title.toLowerCase()) ??
        findings.find((f) => matchesExpected(f, g));
      if (!found) continue; // recall is the eval's business; this test is about prices
      const cost = findingCost(found);
      expect({ gold: g.title, basis: cost?.basis.kind }).toEqual({ gold: g.title, basis: 'row' });
    }
  });
});
