import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOfflineEngine } from '@homeward/inspection-analyzer/src/domain/analysis';
import type { Analysis, Finding, IssueDetails } from '@homeward/inspection-analyzer/src/domain/report';
import {
  boilerplateHeadings,
  containsPhrase,
  loadDevset,
  preambleSections,
  quotedPhrases,
  type DevsetReport,
} from './gold';
import { indexWords } from './locate';
import { renderMarkdown } from './render';
import { DEVSET_GOALS, evaluateDevset, layoutOf } from './run';
import { ratesOf, scoreDevsetReport } from './score';

// The dev-set eval on a small report of our own in the kit's shape (the real dev set's texts never enter the
// repository), and on the real dev set when HOMEWARD_DEVSET names the folder materialize.sh wrote.

const MARKDOWN = `# Home Inspection Report — Example Inspections (sample report)

> Source: written for Homeward's tests.

## Table of Contents

Roofing | 2

## Summary

- 1. The rear gutter leaks at a seam. Reseal the seam.

${'This summary lists what the body of the report says in full; read the whole report. '.repeat(45)}

## Roofing

Roofs age with the sun and weather; gutters and shingles on every house need care as the years go by.

**RECOMMENDATIONS/OBSERVATIONS**

- 1. The rear gutter leaks at a seam. Reseal the seam.
- 2. Several shingles are missing on the north slope. A roofer should replace them.

## Limitations

The roof was viewed from the ground with binoculars only.
`;

const GOLD = {
  report_format: 'Narrative with numbered recommendations and a summary first (a test of our own)',
  findings: [
    {
      id: 'f01',
      section: 'Roofing',
      inspector_text_excerpt: 'The rear gutter leaks at a seam. Reseal the seam.',
      expected_tier: 'minor',
      cost_band_usd: [50, 300],
    },
    {
      id: 'f02',
      section: 'Roofing',
      inspector_text_excerpt:
        'Several shingles are missing on the north slope. A roofer should replace them.',
      expected_tier: 'moderate',
      cost_band_usd: [300, 1200],
    },
  ],
  boilerplate_sections: [
    'Summary (repeats the body)',
    'Limitations',
    'Section preamble paragraphs (ROOFING)',
    "'COMMON ELEMENTS ARE NOT INSPECTED; ASK THE ASSOCIATION' condominium disclaimer",
  ],
};

function writeDevset(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-devset-test-'));
  fs.writeFileSync(path.join(dir, 'example.md'), MARKDOWN);
  fs.writeFileSync(path.join(dir, 'example.gold.json'), JSON.stringify(GOLD));
  return dir;
}

const finding = (description: string, severity: Finding['severity'], page: number): Finding => ({
  title: description.split('.')[0]!,
  description,
  severity,
  page,
});
const priced = (from: number, to: number): IssueDetails => ({
  issue_details: '',
  estimated_fix_price_range: { from, to },
  recommended_actions: [],
});

describe('the dev-set eval', () => {
  const dir = writeDevset();
  const [report] = loadDevset(dir) as [DevsetReport];
  const rendered = renderMarkdown(report.markdown);
  const index = indexWords(rendered);
  const pageOf = (text: string) => rendered.lines.filter((l) => l.text.includes(text)).map((l) => l.page);
  const bodyPage = pageOf('Several shingles')[0]!;
  const summaryPage = pageOf('The rear gutter leaks')[0]!;
  const score = (findings: Finding[], details: IssueDetails[]) => {
    const analysis: Analysis = {
      findings,
      summary: { strengths: [], weaknesses: [], final_recommendation: '' },
      actionable_next_steps: [],
    };
    return scoreDevsetReport(report, layoutOf(report), 'pdf', index, analysis, details, true);
  };

  it('renders the Markdown as a report prints: no markup, the kit note left out, a running header', () => {
    const text = rendered.pages.flat().join('\n');
    expect(text).not.toMatch(/[#*]|Source: written/);
    expect(rendered.pages[0]![0]).toBe('Home Inspection Report — Example Inspections');
    expect(text).toMatch(/^1\. The rear gutter leaks/m);
  });

  it('reads the boilerplate sections the labels name', () => {
    expect(boilerplateHeadings('Summary (repeats the body)')).toEqual([['summary']]);
    expect(boilerplateHeadings("Report Overview synopsis (duplicates the '!' items)")).toEqual([
      ['report', 'overview'],
    ]);
  });

  it('reads the section preambles and the quoted disclaimers the labels name', () => {
    expect(preambleSections('Section preamble paragraphs (EXTERIOR, HEATING - COOLING)')).toEqual([
      ['exterior'],
      ['heating', 'cooling'],
    ]);
    expect(preambleSections('Summary (repeats the body)')).toEqual([]);
    expect(quotedPhrases("'ONE TWO THREE; FOUR FIVE SIX; SEVEN' disclaimer")).toEqual([
      ['one', 'two', 'three'],
      ['four', 'five', 'six'],
    ]);
    expect(containsPhrase('Unit: one, two - THREE.', ['one', 'two', 'three'])).toBe(true);
    expect(containsPhrase('one two four three', ['one', 'two', 'three'])).toBe(false);
  });

  it("counts a finding from a section's preamble, or one quoting a disclaimer, as boilerplate", () => {
    const s = score(
      [
        finding('The rear gutter leaks at a seam. Reseal the seam.', 'minor', bodyPage),
        finding(
          'Several shingles are missing on the north slope. A roofer should replace them.',
          'moderate',
          bodyPage,
        ),
        finding(
          'Roofs age with the sun and weather; gutters and shingles on every house need care.',
          'minor',
          bodyPage,
        ),
        finding('Common elements are not inspected; ask the association about the roof.', 'minor', bodyPage),
      ],
      [priced(100, 250), priced(400, 900), priced(100, 200), priced(100, 200)],
    );
    expect(s.boilerplate).toEqual([2, 3]);
    expect(s.unmatched).toEqual([]);
  });

  it('scores a perfect analysis as perfect', () => {
    const s = score(
      [
        finding('The rear gutter leaks at a seam. Reseal the seam.', 'minor', bodyPage),
        finding(
          'Several shingles are missing on the north slope. A roofer should replace them.',
          'moderate',
          bodyPage,
        ),
      ],
      [priced(100, 250), priced(400, 900)],
    );
    expect(ratesOf([s])).toMatchObject({ recall: 1, tierExact: 1, tierWithinOne: 1, costOverlap: 1 });
    expect([s.boilerplate, s.merged, s.unmatched]).toEqual([[], [], []]);
  });

  it('counts a summary copy as boilerplate, a wrong tier and a missed band', () => {
    expect(summaryPage).toBeLessThan(bodyPage);
    const s = score(
      [
        finding('The rear gutter leaks at a seam. Reseal the seam.', 'critical', bodyPage),
        finding('The rear gutter leaks at a seam. Reseal the seam.', 'minor', summaryPage),
      ],
      [priced(5000, 9000), priced(100, 200)],
    );
    expect(s.matched.map((m) => m.output)).toEqual([0]);
    expect(s.boilerplate).toEqual([1]);
    expect(s.missed.map((g) => g.id)).toEqual(['f02']);
    expect(ratesOf([s])).toMatchObject({ recall: 0.5, tierExact: 0, tierWithinOne: 0, costOverlap: 0 });
    expect(s.confusion.minor.critical).toBe(1);
  });

  it('finds one output that covers two labels', () => {
    const s = score(
      [
        finding(
          'The rear gutter leaks at a seam. Reseal the seam. Several shingles are missing on the north slope. A roofer should replace them.',
          'moderate',
          bodyPage,
        ),
      ],
      [priced(300, 900)],
    );
    expect(s.merged).toEqual([{ output: 0, golds: ['f01', 'f02'] }]);
  });

  it('runs the offline engine on the report written as a real PDF', async () => {
    const result = await evaluateDevset(dir, createOfflineEngine(), ['pdf']);
    const [s] = result.scores;
    expect(s).toMatchObject({ expected: 2, merged: [], boilerplate: [] });
    expect(s!.matched).toHaveLength(2);
  }, 60_000);

  it('refuses a folder without labels and says how to make one', () => {
    expect(() => loadDevset(os.tmpdir())).toThrow(/materialize\.sh/);
  });
});

// HOMEWARD_DEVSET=<folder materialize.sh wrote> npm test: the real reports, every layout held to issue 23's goals
// (met since d9edd83; a floor may be lowered below a goal only with a note saying why).
const DEVSET = process.env.HOMEWARD_DEVSET;
const DEVSET_FLOORS = {
  recall: 0.9,
  tierExact: 0.8,
  tierWithinOne: 0.95,
  costOverlap: 0.7,
  costOverlapMajor: 0.9,
};

describe(`the real dev set${DEVSET ? ` in ${DEVSET}` : ' (set HOMEWARD_DEVSET to run it)'}`, () => {
  it(
    DEVSET
      ? 'holds every layout at or above the floors, with no boilerplate or merged findings'
      : 'has floors no looser than a coin toss and no tighter than the goals',
    async () => {
      for (const [k, floor] of Object.entries(DEVSET_FLOORS)) {
        expect(floor).toBeGreaterThan(0.5);
        expect(floor).toBeLessThanOrEqual(DEVSET_GOALS[k as keyof typeof DEVSET_GOALS]);
      }
      if (!DEVSET) return;
      const result = await evaluateDevset(DEVSET, createOfflineEngine(), ['pdf', 'docx']);
      const layouts = [...new Set(result.scores.map((s) => s.layout))];
      expect(layouts).toHaveLength(5);
      for (const layout of layouts) {
        const scores = result.scores.filter((s) => s.layout === layout);
        const rates = ratesOf(scores);
        for (const [k, floor] of Object.entries(DEVSET_FLOORS)) {
          expect({ layout, [k]: rates[k as keyof typeof rates] >= floor }).toEqual({ layout, [k]: true });
        }
        expect({ layout, boilerplate: scores.flatMap((s) => s.boilerplate) }).toEqual({
          layout,
          boilerplate: [],
        });
        expect({ layout, merged: scores.flatMap((s) => s.merged) }).toEqual({ layout, merged: [] });
      }
    },
    300_000,
  );
});
