import type { Finding } from '../report';
import { COST_TABLE, national2025 } from './cost-table';
import { fallbackFor, familyOf, FALLBACKS } from './fallback';
import { findingCost, inState } from './finding-cost';
import { regionalFactor, stateCode, STATE_FACTORS } from './regional-factors';

const STATES_AND_DC = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
  'OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');

describe('cost table rows', () => {
  it.each(COST_TABLE.map((row) => [row.key, row] as const))(
    '%s names its source and the year of its prices',
    (_k, row) => {
      // a publisher's name, not only the "approx." marker
      expect(row.source.replace(/^approx\.:\s*/, '')).toMatch(/[A-Za-z]{3}/);
      if (row.year !== undefined) {
        expect(row.year).toBeGreaterThanOrEqual(2023);
        expect(row.year).toBeLessThanOrEqual(2026);
      }
      const range = national2025(row);
      expect(range.from).toBeGreaterThan(0);
      expect(range.to).toBeGreaterThanOrEqual(range.from);
    },
  );

  it('covers what major and critical findings are', () => {
    const keys = new Set(COST_TABLE.map((r) => r.key));
    for (const key of [
      'roof-replacement',
      'roof-leak',
      'foundation-structural',
      'foundation-piers',
      'framing-repair',
      'water-damage',
      'foundation-leak',
      'panel-replacement',
      'hvac-system',
      'furnace-replacement',
      'ac-replacement',
      'sewer-line-repair',
      'retaining-wall-rebuild',
      'retaining-wall-repair',
      'mold-remediation',
      'repipe',
      'sewer-roots',
    ])
      expect(keys.has(key)).toBe(true);
  });

  it('turns older prices into 2025 dollars by CPI-U and keeps 2025-and-later ones', () => {
    const row = (year?: number) => ({ range: { from: 1000, to: 2000 }, year });
    expect(national2025(row(2023))).toEqual({ from: 1050, to: 2100 }); // x 320.229 / 304.702
    expect(national2025(row(2024))).toEqual({ from: 1020, to: 2040 }); // x 320.229 / 313.689
    expect(national2025(row(2025))).toEqual({ from: 1000, to: 2000 });
    expect(national2025(row(2026))).toEqual({ from: 1000, to: 2000 });
    // an undated copy is taken as 2024 prices
    expect(national2025(row())).toEqual(national2025(row(2024)));
  });
});

describe('regional factors', () => {
  it('has a factor for each of the 50 states and DC, and nothing else', () => {
    expect(Object.keys(STATE_FACTORS).sort()).toEqual([...STATES_AND_DC].sort());
    for (const { rpp } of Object.values(STATE_FACTORS)) {
      expect(rpp).toBeGreaterThan(80);
      expect(rpp).toBeLessThan(120);
    }
  });

  it('keeps the values BEA published for the extremes of 2023', () => {
    expect(STATE_FACTORS.CA!.rpp).toBe(112.6);
    expect(STATE_FACTORS.DC!.rpp).toBe(110.8);
    expect(STATE_FACTORS.AR!.rpp).toBe(86.5);
  });

  it('reads a state as an address gives it', () => {
    expect(stateCode('UT')).toBe('UT');
    expect(stateCode(' ut ')).toBe('UT');
    expect(stateCode('Utah')).toBe('UT');
    expect(stateCode('new  york')).toBe('NY');
    expect(stateCode('District of Columbia')).toBe('DC');
    expect(stateCode('Washington, D.C.')).toBe('DC');
    expect(stateCode('PR')).toBeUndefined();
    expect(stateCode('')).toBeUndefined();
    expect(stateCode(null)).toBeUndefined();
  });

  it('scales a national price by the state factor, and leaves it when the state is unknown', () => {
    expect(regionalFactor('CA')).toBeCloseTo(1.126);
    expect(regionalFactor(undefined)).toBe(1);
    expect(inState({ from: 1000, to: 2000 }, 'CA')).toEqual({ from: 1130, to: 2250 });
    expect(inState({ from: 1000, to: 2000 }, 'Arkansas')).toEqual({ from: 870, to: 1730 });
    expect(inState({ from: 1000, to: 2000 }, undefined)).toEqual({ from: 1000, to: 2000 });
  });
});

const finding = (over: Partial<Finding>): Finding => ({
  title: 'Item',
  description: 'Something is wrong.',
  severity: 'major',
  ...over,
});

describe('findingCost', () => {
  it("takes the inspector's figure as it is, never scaled", () => {
    const cost = findingCost(
      finding({
        title: 'Retaining wall leaning',
        description: 'Budget $1,500 to $2,500 to rebuild the wall.',
      }),
      'CA',
    );
    expect(cost).toMatchObject({
      estimate: { from: 1500, to: 2500, source: 'inspector' },
      basis: { kind: 'inspector' },
    });
  });

  it("prices a table row in 2025 dollars for the property's state", () => {
    const roof = finding({ title: 'Roof at end of life', costKey: 'roof-replacement' });
    expect(findingCost(roof)!.estimate).toEqual({ from: 8000, to: 16000, source: 'typical' });
    expect(findingCost(roof, 'HI')!.estimate).toEqual({ from: 8690, to: 17380, source: 'typical' });
    expect(findingCost(roof, 'HI')!.state).toBe('HI');
  });

  it('prices the larger repair of the same kind when the finding is major or critical', () => {
    const wall = finding({
      title: 'Retaining wall',
      description: 'The timber retaining wall has moved and leans toward the drive.',
      severity: 'moderate',
    });
    expect(findingCost(wall)).toMatchObject({
      basis: { kind: 'row', row: { key: 'retaining-wall-repair' } },
    });
    expect(findingCost({ ...wall, severity: 'major' })).toMatchObject({
      basis: { kind: 'row', row: { key: 'retaining-wall-rebuild' } },
    });
    const crack = finding({ title: 'Foundation crack', description: 'A crack in the foundation wall.' });
    expect(findingCost({ ...crack, severity: 'minor' })!.basis).toMatchObject({
      row: { key: 'foundation-crack' },
    });
    expect(findingCost({ ...crack, severity: 'critical' })!.basis).toMatchObject({
      row: { key: 'foundation-structural' },
    });
  });

  it('gives a finding no row fits the labelled fallback of its trade at its tier’s scale', () => {
    const odd = finding({
      title: 'Gas odor at range',
      description: 'Gas odor noted.',
      trade: 'licensed plumber',
    });
    const major = findingCost(odd)!;
    expect(major).toMatchObject({
      estimate: { source: 'typical' },
      basis: { kind: 'fallback', label: 'a plumbing repair', words: 'costly repairs' },
    });
    const moderate = findingCost({ ...odd, severity: 'moderate' })!;
    const minor = findingCost({ ...odd, severity: 'minor' })!;
    expect(moderate.basis).toMatchObject({ kind: 'fallback', words: 'repairs' });
    expect(minor.basis).toMatchObject({ kind: 'fallback', words: 'small repairs' });
    // the scale follows the tier
    expect(major.estimate.to).toBeGreaterThan(moderate.estimate.to);
    expect(moderate.estimate.to).toBeGreaterThanOrEqual(minor.estimate.to);
    expect(findingCost({ ...odd, severity: 'informational' })).toBeNull();
  });
});

describe('fallbacks', () => {
  it('has a sane range for every trade family and scale, and for the general case', () => {
    for (const f of FALLBACKS) {
      expect({ family: f.family, scale: f.scale, ok: f.range.from > 0 && f.range.to > f.range.from }).toEqual(
        {
          family: f.family,
          scale: f.scale,
          ok: true,
        },
      );
    }
    for (const scale of ['costly', 'repair', 'small'])
      expect(FALLBACKS.some((f) => f.family === 'general' && f.scale === scale)).toBe(true);
    const small = FALLBACKS.filter((f) => f.scale === 'small');
    expect(small.every((f) => f.range.to <= 600)).toBe(true);
    const costly = FALLBACKS.filter((f) => f.scale === 'costly');
    expect(costly.every((f) => f.range.to >= 1000)).toBe(true);
  });

  it('files a finding under its trade by trade, section or title before its description', () => {
    expect(familyOf(finding({ trade: 'licensed electrician', description: 'Near the roof.' }))).toBe(
      'electrical',
    );
    expect(familyOf(finding({ section: 'Roofing', description: 'Loose.' }))).toBe('roofing');
    expect(familyOf(finding({ title: 'Odd', description: 'The furnace makes noise.' }))).toBe('hvac');
    expect(familyOf(finding({ title: 'Odd', description: 'Unclear.' }))).toBe('general');
    expect(fallbackFor(finding({ title: 'Odd', description: 'Unclear.' }))!.label).toBe(
      'a repair by a licensed trade',
    );
    expect(fallbackFor(finding({ severity: 'informational' }))).toBeUndefined();
  });
});
