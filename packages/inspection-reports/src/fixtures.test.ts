import { fixtureReports } from './fixtures';
import type { FixtureReport, Severity } from './types';
import { norm } from './test-text';

const NEW_LAYOUTS = ['ashi-narrative', 'checkbox-ratings', 'rating-words', 'numbered-observations', 'prose'];

// Boilerplate pages open a report and, in some layouts, close it too (legal text, checklists, a closing summary).
const bodyEnd = (r: FixtureReport) => r.pages.length - (r.expected.boilerplateTailPages ?? 0);
const body = (r: FixtureReport) =>
  norm(r.pages.slice(r.expected.boilerplatePages, bodyEnd(r)).flat().join('\n'));
const front = (r: FixtureReport) =>
  norm([...r.pages.slice(0, r.expected.boilerplatePages), ...r.pages.slice(bodyEnd(r))].flat().join('\n'));

describe('fixture reports', () => {
  it('cover every layout and every format at least twice', () => {
    expect(fixtureReports.length).toBeGreaterThanOrEqual(7);
    const count = (key: 'layout' | 'format', value: string) =>
      fixtureReports.filter((r) => r[key] === value).length;
    for (const layout of ['trec', 'internachi', 'homegauge'])
      expect(count('layout', layout)).toBeGreaterThanOrEqual(2);
    for (const layout of NEW_LAYOUTS) expect(count('layout', layout)).toBeGreaterThanOrEqual(1);
    for (const format of ['pdf', 'docx', 'doc']) expect(count('format', format)).toBeGreaterThanOrEqual(2);
    expect(new Set(fixtureReports.map((r) => r.name)).size).toBe(fixtureReports.length);
  });

  it('are 4-15 pages, except one load report of about 60, and one clean report with no findings', () => {
    const long = fixtureReports.filter((r) => r.pages.length > 15);
    expect(long.map((r) => r.name)).toEqual(['internachi-apartments-long']);
    expect(long[0]!.pages.length).toBeGreaterThanOrEqual(55);
    for (const r of fixtureReports.filter((x) => x !== long[0]))
      expect(r.pages.length).toBeGreaterThanOrEqual(4);
    expect(fixtureReports.filter((r) => r.expected.findings.length === 0).map((r) => r.name)).toEqual([
      'homegauge-condo-clean',
    ]);
  });

  it.each(NEW_LAYOUTS)('%s: 3-8 pages and 10-25 findings, most of them below critical', (layout) => {
    for (const r of fixtureReports.filter((x) => x.layout === layout)) {
      expect(r.pages.length).toBeGreaterThanOrEqual(3);
      expect(r.pages.length).toBeLessThanOrEqual(8);
      expect(r.expected.findings.length).toBeGreaterThanOrEqual(10);
      expect(r.expected.findings.length).toBeLessThanOrEqual(25);
      const critical = r.expected.findings.filter((f) => f.severity === 'critical').length;
      expect(critical).toBeLessThanOrEqual(r.expected.findings.length / 5);
    }
  });

  it('label findings in all five tiers, with and without a cost', () => {
    const all = fixtureReports.flatMap((r) => r.expected.findings);
    const tiers: Severity[] = ['critical', 'major', 'moderate', 'minor', 'informational'];
    for (const tier of tiers) expect(all.some((f) => f.severity === tier)).toBe(true);
    expect(all.some((f) => f.costExpected)).toBe(true);
    expect(all.some((f) => !f.costExpected)).toBe(true);
  });

  it.each(fixtureReports.map((r) => [r.name, r] as const))(
    '%s: printable lines that fit the page',
    (_, r) => {
      for (const line of r.pages.flat()) {
        expect(line).toMatch(/^[\x20-\x7e]*$/);
        expect(line.length).toBeLessThanOrEqual(90);
      }
      for (const page of r.pages) expect(page.length).toBeLessThanOrEqual(60);
    },
  );

  it.each(fixtureReports.map((r) => [r.name, r] as const))(
    '%s: opens with boilerplate pages and traps',
    (_, r) => {
      expect(r.expected.boilerplatePages).toBeGreaterThanOrEqual(2);
      expect(front(r)).toMatch(/safety hazard|hazard to life/);
      expect(front(r)).toMatch(/repair/);
      expect(r.expected.boilerplateTraps.length).toBeGreaterThanOrEqual(3);
      for (const trap of r.expected.boilerplateTraps) {
        expect(front(r)).toContain(norm(trap));
        expect(body(r)).not.toContain(norm(trap));
      }
    },
  );

  it.each(fixtureReports.map((r) => [r.name, r] as const))(
    '%s: every label can be matched in the findings pages',
    (_, r) => {
      const ids = r.expected.findings.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const f of r.expected.findings) {
        expect(f.mustMatch.length).toBeGreaterThan(0);
        for (const word of f.mustMatch) expect(body(r)).toContain(norm(word));
        // HomeGauge and prose print no title of their own: the label's title names the finding.
        if (r.layout !== 'homegauge' && r.layout !== 'prose') expect(body(r)).toContain(norm(f.title));
        for (const trap of r.expected.boilerplateTraps)
          expect(norm(`${f.title} ${f.mustMatch.join(' ')}`)).not.toContain(norm(trap));
      }
    },
  );

  it('repeat the TREC legend and checkbox header on every findings page', () => {
    for (const r of fixtureReports.filter((x) => x.layout === 'trec')) {
      for (const page of r.pages.slice(2)) {
        expect(page).toContain('I=Inspected    NI=Not Inspected    NP=Not Present    D=Deficient');
        expect(page).toContain('I   NI  NP  D');
      }
    }
  });
});
