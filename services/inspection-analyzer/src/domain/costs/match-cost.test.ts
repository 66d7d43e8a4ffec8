import { COST_TABLE } from './cost-table';
import { estimate, matchCost, unitCount } from './match-cost';

const key = (title: string, text = '') => matchCost(title, text)?.key;

describe('cost table', () => {
  it('names a source, a trade and a sane range on every row, with unique keys', () => {
    for (const row of COST_TABLE) {
      expect(row.source.length).toBeGreaterThan(1);
      expect(row.trade.length).toBeGreaterThan(1);
      expect(row.range.from).toBeGreaterThan(0);
      expect(row.range.to).toBeGreaterThanOrEqual(row.range.from);
    }
    expect(new Set(COST_TABLE.map((r) => r.key)).size).toBe(COST_TABLE.length);
  });

  it('keeps the ranges DOMAIN.md gives for the common repairs', () => {
    const range = (k: string) => COST_TABLE.find((r) => r.key === k)!.range;
    expect(range('roof-replacement')).toEqual({ from: 8000, to: 16000 });
    expect(range('gfci')).toEqual({ from: 140, to: 168 });
    expect(range('water-heater-replacement')).toEqual({ from: 882, to: 1806 });
    expect(range('foundation-crack')).toEqual({ from: 250, to: 800 });
  });
});

describe('matchCost', () => {
  it.each([
    ['Shingles Damaged or Missing', 'Several shingles are lifted on the rear slope.', 'roof-shingle-repair'],
    ['Active Roof Leak at Hall Ceiling', 'A stain below the roof valley was damp.', 'roof-leak'],
    [
      'Worn Underlayment',
      'The felt underlayment below the clay tiles is brittle and torn.',
      'tile-underlayment',
    ],
    ['Plumbing Vent Boot Deteriorated', 'The rubber collar of the vent boot is cracked.', 'roof-flashing'],
    ['Federal Pacific Electric Stab-Lok Panel', 'Breakers may fail to trip.', 'panel-replacement'],
    ['No GFCI Protection', 'Kitchen receptacles are not GFCI protected.', 'gfci'],
    ['Double Tapped Breaker', 'Two conductors under one terminal.', 'electrical-repair'],
    ['TPR Discharge Pipe Missing', 'The water heater relief valve has no discharge pipe.', 'plumbing-repair'],
    [
      'Water Heater Past Typical Service Life',
      'The water heater is 16 years old.',
      'water-heater-replacement',
    ],
    ['Negative Grading', 'Soil slopes toward the house.', 'regrade'],
    ['Foundation Movement Observed', 'Signs of differential foundation movement.', 'foundation-structural'],
    ['Creosote Buildup in Flue', 'Glazed creosote in the flue.', 'chimney-sweep'],
    ['Water main is galvanized pipe', 'Galvanized pipes are near the end of their life; re-pipe.', 'repipe'],
    ['Supply piping', 'Polybutylene supply piping throughout the house.', 'repipe'],
    [
      'Sewer line',
      'The camera showed a belly and an offset joint in the sewer lateral.',
      'sewer-line-repair',
    ],
    ['Roots in the main line', 'Roots were seen in the main line at the cleanout.', 'sewer-roots'],
    ['Outlet inoperative', 'The garage outlets were inoperative when tested.', 'electrical-repair'],
    ['Line set insulation', 'Insulation on the air conditioning line set is missing.', undefined],
    ['Water heater fittings', 'Corrosion at the water heater fittings.', undefined],
    [
      'Main sewer line scope recommended',
      'Roots and offset joints are common; have a camera scope of the main line done.',
      'sewer-scope',
    ],
  ] as [string, string, string | undefined][])('prices "%s" as %s', (title, text, expected) => {
    expect(key(title, text)).toBe(expected);
  });

  it('gives no price where the table has no sourced row', () => {
    expect(key('Smoke Alarms Missing', 'No smoke alarm in the bedrooms.')).toBeUndefined();
    expect(key('CSST Not Bonded', 'CSST gas piping has no bonding clamp.')).toBeUndefined();
    expect(key('Range Anti-Tip Bracket Missing', 'No anti-tip bracket is installed.')).toBeUndefined();
  });

  it('does not price a gas leak as a plumbing drip, nor caulking as siding', () => {
    expect(
      key(
        'Gas Leak at Range Connector',
        'The detector alarmed at the valve; a plumber should repair the leak.',
      ),
    ).toBeUndefined();
    expect(
      key('Missing Caulk at Window Trim', 'Caulking is missing where the siding meets the trim.'),
    ).toBeUndefined();
  });
});

describe('unitCount and estimate', () => {
  const downspout = COST_TABLE.find((r) => r.key === 'downspout-extension')!;
  const roof = COST_TABLE.find((r) => r.key === 'roof-replacement')!;

  it('scales per-unit rows by the count the report gives', () => {
    expect(unitCount(downspout, 'Two downspouts discharge at the foundation.')).toBe(2);
    expect(unitCount(downspout, '3 downspouts lack extensions.')).toBe(3);
    expect(unitCount(downspout, 'Several downspouts are disconnected.')).toBe(3);
    expect(estimate(downspout, 'Two downspouts discharge at the foundation.')).toEqual({
      from: 100,
      to: 200,
    });
  });

  it('counts one when the report does not say, and never scales whole-job rows', () => {
    expect(unitCount(downspout, 'The downspout discharges at the foundation.')).toBe(1);
    expect(estimate(roof, 'Two slopes of the roof are past their service life.')).toEqual(roof.range);
  });

  it('reads "20 amp" as a rating, not a count', () => {
    const gfci = COST_TABLE.find((r) => r.key === 'gfci')!;
    expect(unitCount(gfci, 'A 20 amp GFCI outlet is recommended at the laundry.')).toBe(1);
  });

  it('caps absurd counts', () => {
    expect(unitCount(downspout, '99 downspouts')).toBe(12);
  });
});
