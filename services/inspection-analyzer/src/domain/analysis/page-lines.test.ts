import { bodyLines } from './page-lines';
import { report, TREC_SAMPLE } from './sample-reports.test-data';

const texts = (r: Parameters<typeof bodyLines>[0]) =>
  bodyLines(r)
    .map((l) => l.text)
    .filter(Boolean);

describe('bodyLines', () => {
  it('drops the TREC legend, the checkbox header, the form footer and page numbers on every page', () => {
    const lines = texts(TREC_SAMPLE);
    expect(
      lines.filter((l) => /I=Inspected|^I\s+NI\s+NP\s+D$|REI 7-6|Promulgated|^Page \d+ of \d+$/.test(l)),
    ).toEqual([]);
    expect(lines).toContain('I. STRUCTURAL SYSTEMS');
  });

  it('drops running headers and footers that repeat at the top or bottom of most pages, digits ignored', () => {
    const page = (n: number, body: string) =>
      `ACME Inspections  Report 12-${n}\n123 Main St\n\n${body}\n\nConfidential, page ${n}`;
    const lines = texts(
      report([
        page(1, 'Roof: shingles worn.'),
        page(2, 'Attic: insulation thin.'),
        page(3, 'Garage: door sticks.'),
      ]),
    );
    expect(lines).toEqual(['Roof: shingles worn.', 'Attic: insulation thin.', 'Garage: door sticks.']);
  });

  it('keeps repeated structural lines such as "Comments:" and category labels', () => {
    const page = (body: string) => `Comments:\nRecommendation\n${body}`;
    const lines = texts(report([page('a.'), page('b.'), page('c.')]));
    expect(lines.filter((l) => l === 'Comments:')).toHaveLength(3);
    expect(lines.filter((l) => l === 'Recommendation')).toHaveLength(3);
  });

  it('drops headers that DOCX extraction leaves in the middle of a page, beside their "Page N of M"', () => {
    const findings = ['The door sticks.', 'The sink leaks.', 'The fan is noisy.', 'The gutter sags.'];
    const chunk = (text: string, i: number) =>
      `Wasatch Inspections\n9 Oak Ct  Page ${i + 1} of 4\n\n${text}\n\nPrepared for the client.`;
    // One extracted "page" holding four real pages, as re-paginated extraction gives.
    const lines = texts(report([findings.map(chunk).join('\n')], 'docx'));
    expect(lines).toEqual(findings);
  });

  it('does not drop finding text that repeats (the same defect in several units) near page breaks', () => {
    const unit = (n: number) => `Unit ${n}\nThe joist sags about 1/2 inch.\nPage ${n} of 6`;
    const other = (n: number) => `Unit ${n}\nThe unit has no deficiencies.\nPage ${n} of 6`;
    const lines = texts(report([unit(1), other(2), unit(3), other(4), unit(5), other(6)]));
    expect(lines.filter((l) => l === 'The joist sags about 1/2 inch.')).toHaveLength(3);
  });

  it('joins a paragraph that runs over a page break and closes one that ended on the page', () => {
    const lines = bodyLines(report(['The roof valley flashing is\n', 'rusted. Have a roofer replace it.\n']));
    expect(lines.map((l) => l.text)).toEqual([
      'The roof valley flashing is',
      'rusted. Have a roofer replace it.',
      '',
    ]);
  });
});
