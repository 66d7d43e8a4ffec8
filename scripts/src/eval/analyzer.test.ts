import { fixtureReports, type FixtureReport } from '@homeward/inspection-reports';
import { createOfflineEngine } from '@homeward/inspection-analyzer/src/domain/analysis';
import type { Analysis, AnalysisEngine } from '@homeward/inspection-analyzer/src/domain/report';
import { AIMS, evaluate, pagesOf } from './run';

// The quality guard of `npm test`: the offline engine on every labelled fixture's pages (the text a perfect
// extractor would give; `npm run eval:analyzer` also goes through the real files and the extractor).

const fromPages = async (f: FixtureReport) => ({ report: pagesOf(f), source: 'fixture pages' });

describe('offline engine quality on the labelled fixtures', () => {
  it('covers at least six reports in the eight layouts', () => {
    expect(fixtureReports.length).toBeGreaterThanOrEqual(6);
    expect(new Set(fixtureReports.map((f) => f.layout))).toEqual(
      new Set([
        'trec',
        'internachi',
        'homegauge',
        'ashi-narrative',
        'checkbox-ratings',
        'rating-words',
        'numbered-observations',
        'prose',
      ]),
    );
  });

  it('meets the aims on every report: recall, tier agreement, nothing from boilerplate', async () => {
    const result = await evaluate(fixtureReports, createOfflineEngine(), fromPages);
    expect(result.failures).toEqual([]);
    for (const r of result.reports) {
      expect({ name: r.name, recall: r.recall >= AIMS.recall }).toEqual({ name: r.name, recall: true });
      expect({ name: r.name, tiers: r.tierExact >= AIMS.tierExact }).toEqual({ name: r.name, tiers: true });
      expect({ name: r.name, boilerplate: r.boilerplate }).toEqual({ name: r.name, boilerplate: [] });
    }
    expect(result.overall.costPresent).toBe(result.overall.costExpected);
  });
});

describe('the eval itself', () => {
  const fixture = fixtureReports.find(
    (f) => f.expected.findings.length && f.expected.boilerplateTraps.length,
  )!;
  const engine = (analysis: Analysis): AnalysisEngine => ({
    name: 'stub',
    analyze: async () => analysis,
    explain: async () => ({ issue_details: '', estimated_fix_price_range: null, recommended_actions: [] }),
  });
  const summary = { strengths: [], weaknesses: [], final_recommendation: '' };

  it('fails an engine that finds nothing', async () => {
    const result = await evaluate(
      [fixture],
      engine({ findings: [], summary, actionable_next_steps: [] }),
      fromPages,
    );
    expect(result.reports[0]!.recall).toBe(0);
    expect(result.failures.join('\n')).toMatch(/recall 0%/);
  });

  it('fails an engine that reports boilerplate, and one that gets every tier wrong', async () => {
    const trap = fixture.expected.boilerplateTraps[0]!;
    const findings = fixture.expected.findings.map((e) => ({
      title: e.title,
      description: e.mustMatch.join(' '),
      severity: e.severity === 'informational' ? ('critical' as const) : ('informational' as const),
    }));
    findings.push({ title: 'Boilerplate', description: trap, severity: 'critical' });
    const result = await evaluate(
      [fixture],
      engine({ findings, summary, actionable_next_steps: [] }),
      fromPages,
    );
    expect(result.reports[0]!.recall).toBe(1);
    expect(result.reports[0]!.tierExact).toBe(0);
    expect(result.reports[0]!.boilerplate).toEqual(['Boilerplate']);
    expect(result.failures.join('\n')).toMatch(/tier agreement 0%[\s\S]*1 finding\(s\) from boilerplate/);
  });
});
