import { byTitle, severityTotals } from './inspection';

type Source = 'inspector' | 'typical';
const issue = (
  severity: 'critical' | 'major' | 'moderate' | 'minor' | 'informational',
  estimatedCost: { from: number; to: number; source?: Source } | null,
  details: { from: number; to: number; source?: Source } | null | undefined = undefined,
) => ({
  severity,
  estimatedCost: estimatedCost && { source: 'typical' as Source, ...estimatedCost },
  details:
    details === undefined
      ? null
      : {
          issue_details: 'x',
          estimated_fix_price_range: details && { from: details.from, to: details.to },
          recommended_actions: [],
          ...(details?.source ? { cost_source: details.source } : {}),
        },
});
const none = { inspectorCount: 0, inspectorFrom: 0, inspectorTo: 0 };

describe('severity totals', () => {
  it('count every tier, zero included', () => {
    const zero = { count: 0, from: 0, to: 0, ...none };
    expect(severityTotals([])).toEqual({
      critical: zero,
      major: zero,
      moderate: zero,
      minor: zero,
      informational: zero,
    });
  });

  it("sum each tier's cost ranges; an issue without one counts but adds nothing", () => {
    const totals = severityTotals([
      issue('major', { from: 500, to: 1500 }),
      issue('major', { from: 200, to: 400 }),
      issue('major', null),
      issue('minor', { from: 50, to: 100 }),
    ]);
    expect(totals.major).toEqual({ count: 3, from: 700, to: 1900, ...none });
    expect(totals.minor).toEqual({ count: 1, from: 50, to: 100, ...none });
    expect(totals.critical).toEqual({ count: 0, from: 0, to: 0, ...none });
  });

  it("use an expanded issue's details range (what the buyer read) over the engine's estimate", () => {
    expect(
      severityTotals([issue('critical', { from: 1000, to: 2000 }, { from: 3000, to: 9000 })]).critical,
    ).toEqual({ count: 1, from: 3000, to: 9000, ...none });
    expect(severityTotals([issue('informational', { from: 10, to: 20 }, null)]).informational).toEqual({
      count: 1,
      from: 0,
      to: 0,
      ...none,
    });
  });

  it("say which part of each tier's total is the inspector's own figures", () => {
    const totals = severityTotals([
      issue('major', { from: 1500, to: 2500, source: 'inspector' }),
      issue('major', { from: 8000, to: 16000 }),
      // expanded: the details' label decides, and an old unlabelled one counts as typical
      issue('major', { from: 1, to: 2 }, { from: 400, to: 600, source: 'inspector' }),
      issue('major', { from: 300, to: 300, source: 'inspector' }, { from: 700, to: 900 }),
    ]);
    expect(totals.major).toEqual({
      count: 4,
      from: 1500 + 8000 + 400 + 700,
      to: 2500 + 16000 + 600 + 900,
      inspectorCount: 2,
      inspectorFrom: 1900,
      inspectorTo: 3100,
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
