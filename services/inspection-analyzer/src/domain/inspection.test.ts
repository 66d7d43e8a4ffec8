import { byTitle, severityTotals } from './inspection';

const issue = (
  severity: 'critical' | 'major' | 'moderate' | 'minor' | 'informational',
  estimatedCost: { from: number; to: number } | null,
  details: { from: number; to: number } | null | undefined = undefined,
) => ({
  severity,
  estimatedCost,
  details:
    details === undefined
      ? null
      : { issue_details: 'x', estimated_fix_price_range: details, recommended_actions: [] },
});

describe('severity totals', () => {
  it('count every tier, zero included', () => {
    expect(severityTotals([])).toEqual({
      critical: { count: 0, from: 0, to: 0 },
      major: { count: 0, from: 0, to: 0 },
      moderate: { count: 0, from: 0, to: 0 },
      minor: { count: 0, from: 0, to: 0 },
      informational: { count: 0, from: 0, to: 0 },
    });
  });

  it("sum each tier's cost ranges; an issue without one counts but adds nothing", () => {
    const totals = severityTotals([
      issue('major', { from: 500, to: 1500 }),
      issue('major', { from: 200, to: 400 }),
      issue('major', null),
      issue('minor', { from: 50, to: 100 }),
    ]);
    expect(totals.major).toEqual({ count: 3, from: 700, to: 1900 });
    expect(totals.minor).toEqual({ count: 1, from: 50, to: 100 });
    expect(totals.critical).toEqual({ count: 0, from: 0, to: 0 });
  });

  it("use an expanded issue's details range (what the buyer read) over the engine's estimate", () => {
    expect(
      severityTotals([issue('critical', { from: 1000, to: 2000 }, { from: 3000, to: 9000 })]).critical,
    ).toEqual({
      count: 1,
      from: 3000,
      to: 9000,
    });
    expect(severityTotals([issue('informational', { from: 10, to: 20 }, null)]).informational).toEqual({
      count: 1,
      from: 0,
      to: 0,
    });
  });
});

describe('issues by title', () => {
  it('sort case-insensitively, then by id', () => {
    const sorted = byTitle([
      { id: '2', title: 'roof leak' },
      { id: '1', title: 'Attic insulation' },
      { id: '3', title: 'Roof leak' },
    ]);
    expect(sorted.map((each) => each.id)).toEqual(['1', '2', '3']);
  });
});
