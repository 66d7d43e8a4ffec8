import { pageOf, readPdf } from '@homeward/testing/src/read-pdf';
import { inspectionSummaryPdf, type InspectionSummaryInput } from './inspection-summary';

const none = { count: 0, from: 0, to: 0 };

function input(overrides: Partial<InspectionSummaryInput> = {}): InspectionSummaryInput {
  return {
    propertyAddress: '12 Elm St, Springfield, IL 62701',
    fileName: 'elm-street-inspection.pdf',
    analyzedAt: new Date('2026-11-20T09:30:00Z'),
    generatedAt: new Date('2026-11-23T12:00:00Z'),
    summary: {
      strengths: ['Roof replaced in 2021', 'Updated 200 A electrical panel'],
      weaknesses: ['Active leak under the kitchen sink'],
      final_recommendation: 'Proceed, asking the seller to repair the leak before closing.',
    },
    actionable_next_steps: ['Get a plumber quote for the sink leak'],
    severityTotals: {
      critical: { count: 1, from: 1500, to: 4000 },
      major: { count: 2, from: 650, to: 1250.5, inspectorCount: 1, inspectorFrom: 500, inspectorTo: 800 },
      moderate: none,
      minor: { count: 1, from: 0, to: 0 },
      informational: none,
    },
    findings: [
      {
        title: 'Water heater vent disconnected',
        severity: 'major',
        description: 'The flue pipe is loose at the draft hood.',
        estimated_fix_price_range: { from: 150, to: 450.5 },
        cost_source: 'typical',
      },
      {
        title: 'Exposed wiring in attic',
        severity: 'critical',
        description: 'Open splices near the attic hatch.',
        estimated_fix_price_range: { from: 1500, to: 4000 },
      },
      {
        title: 'attic insulation thin',
        severity: 'major',
        description: 'About R-19 where R-38 is typical.',
        estimated_fix_price_range: { from: 500, to: 800 },
        cost_source: 'inspector',
      },
      {
        title: 'Caulk at tub',
        severity: 'minor',
        description: 'Cracked caulk around the tub.',
        estimated_fix_price_range: null,
      },
    ],
    ...overrides,
  };
}

const inOrder = (text: string, parts: string[]) => {
  const positions = parts.map((part) => text.indexOf(part));
  expect(positions).not.toContain(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
};

describe('inspectionSummaryPdf', () => {
  it('is a PDF titled as the report summary for the property', async () => {
    const pdf = await inspectionSummaryPdf(input());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const read = readPdf(pdf);
    expect(read.info).toMatchObject({ Title: 'Home Inspection Report Summary', Author: 'Homeward' });
    expect(read.text).toContain('Home Inspection Report Summary 12 Elm St, Springfield, IL 62701');
    expect(read.text).toContain('Inspection report elm-street-inspection.pdf');
    expect(read.text).toContain('Analyzed November 20, 2026');
    expect(read.text).toContain('Generated November 23, 2026');
  });

  it('has the Report Summary sections, then repairs by severity, then the detailed findings', async () => {
    const { text } = readPdf(await inspectionSummaryPdf(input()));
    inOrder(text, [
      'Report Summary',
      'Strengths Roof replaced in 2021 Updated 200 A electrical panel',
      'Weaknesses Active leak under the kitchen sink',
      'Actionable next steps Get a plumber quote for the sink leak',
      'Final recommendation Proceed, asking the seller to repair the leak before closing.',
      'Estimated repairs by severity',
      'Detailed findings',
    ]);
  });

  it('gives each tier its count and expected cost', async () => {
    const { text } = readPdf(await inspectionSummaryPdf(input()));
    inOrder(text, [
      'Critical 1 expect $1,500-$4,000',
      "Major 2 expect $650-$1,250.50, of which $500-$800 is the inspector's estimate (1 finding)",
      'Moderate 0 Nothing found',
      'Minor 1 No estimate yet',
      'Informational 0 Nothing found',
    ]);
  });

  it("labels each finding's range as the inspector's estimate or the typical cost in the area", async () => {
    const { text } = readPdf(await inspectionSummaryPdf(input()));
    expect(text).toContain("Estimated fix: $500-$800 (inspector's estimate)");
    expect(text).toContain('Estimated fix: $150-$450.50 (typical cost in your area)');
    // a range whose source is not known (older reports) carries no label rather than a guessed one
    expect(text).toMatch(/Estimated fix: \$1,500-\$4,000(?! \()/);
  });

  it('groups findings by tier, most serious first, and sorts each tier by title', async () => {
    const { text } = readPdf(await inspectionSummaryPdf(input()));
    const details = text.slice(text.indexOf('Detailed findings'));
    inOrder(details, [
      'Critical (1)',
      'Exposed wiring in attic Open splices near the attic hatch. Estimated fix: $1,500-$4,000',
      'Major (2)',
      'attic insulation thin About R-19 where R-38 is typical. Estimated fix: $500-$800',
      'Water heater vent disconnected The flue pipe is loose at the draft hood. Estimated fix: $150-$450.50',
      'Moderate (0) None noted',
      'Minor (1)',
      'Caulk at tub Cracked caulk around the tub. Estimated fix: not estimated yet',
      'Informational (0) None noted',
    ]);
  });

  it("says 'None noted' for empty lists and an empty recommendation", async () => {
    const { text } = readPdf(
      await inspectionSummaryPdf(
        input({
          summary: { strengths: [], weaknesses: [], final_recommendation: '  ' },
          actionable_next_steps: [],
          findings: [],
        }),
      ),
    );
    inOrder(text, [
      'Strengths None noted',
      'Weaknesses None noted',
      'Actionable next steps None noted',
      'Final recommendation None noted',
    ]);
    expect(text).toContain('Critical (0) None noted');
  });

  it('prints a finding whose severity is not a known tier under Other rather than dropping it', async () => {
    const odd = {
      title: 'Odd one',
      severity: 'cosmetic',
      description: 'Paint.',
      estimated_fix_price_range: null,
    };
    const { text } = readPdf(await inspectionSummaryPdf(input({ findings: [odd] })));
    inOrder(text, ['Informational (0) None noted', 'Other (1)', 'Odd one Paint.']);
  });

  it('carries untrusted text through: long words, unicode and control characters', async () => {
    const hash = 'f'.repeat(200);
    const { text } = readPdf(
      await inspectionSummaryPdf(
        input({
          propertyAddress: '7 Rue de l’Église, Montréal',
          summary: {
            strengths: [`Checksum ${hash}`],
            weaknesses: ['Moisture\u0000 in crawl space 😀'],
            final_recommendation: 'Ok',
          },
        }),
      ),
    );
    expect(text).toContain('7 Rue de l’Église, Montréal');
    expect(text.replace(/\s/g, '')).toContain(`Checksum${hash}`);
    expect(text).toContain('Moisture in crawl space');
  });

  it('runs to the expected number of pages for a long report, numbering each one', async () => {
    const findings = Array.from({ length: 60 }, (_, i) => ({
      title: `Finding ${String(i + 1).padStart(2, '0')}`,
      severity: ['critical', 'major', 'moderate', 'minor', 'informational'][i % 5]!,
      description:
        'The inspector noted a condition that needs attention from a qualified contractor. '.repeat(3),
      estimated_fix_price_range: { from: 100 * (i + 1), to: 250 * (i + 1) },
    }));
    const read = readPdf(await inspectionSummaryPdf(input({ findings })));
    // Page 1 holds the summary and the severity table. A finding (title, three lines, estimate) takes about 90 pt
    // of a page's 664, so seven fit a page: 60 findings need nine more pages, the last one ending the report.
    expect(read.totalPages).toBe(10);
    read.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of 10`));
    expect(pageOf(read, 'Finding 60')).toBe(10);
    expect(read.text.match(/Estimated fix: \$/g)).toHaveLength(60);
  });
});
