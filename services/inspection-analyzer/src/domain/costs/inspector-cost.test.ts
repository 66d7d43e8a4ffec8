import { inspectorEstimate } from './inspector-cost';

describe('inspectorEstimate', () => {
  it.each([
    ['Flashing is loose at the chimney. Repair cost $400-$600.', 400, 600],
    ['Repair or replace the retaining wall; budget $1,500 to $2,500.', 1500, 2500],
    ['The heat exchanger is cracked. Estimated cost: $3,000.', 3000, 3000],
    ['Sewer line has a belly near the street, $2k–$4k to correct.', 2000, 4000],
    ['Gutters need re-pitching, approximately $750.', 750, 750],
    ['Replace the water heater (between $1,200 and $1,800).', 1200, 1800],
    ['Rebuild the deck stairs. Budget: $2-4k.', 2000, 4000],
    ['Roof is at end of life. Budget $9,500 - 14,000 for replacement.', 9500, 14000],
    ['Regrade at the rear — roughly $1,250.50 in labour and soil.', 1251, 1251],
    ['Budget approx. $2.5k for the sump pump and discharge line.', 2500, 2500],
    ['$400—$900 to reseal the shower pan.', 400, 900],
    ['Window sash cord broken; expect $150 for repair.', 150, 150],
  ])('reads "%s" as %i-%i', (text, from, to) => {
    expect(inspectorEstimate(text)).toEqual({ from, to });
  });

  it('takes the first estimate when a finding gives a repair and a replacement', () => {
    expect(
      inspectorEstimate('Budget $300-$500 to patch now. A full replacement would run $8,000-$12,000.'),
    ).toEqual({ from: 300, to: 500 });
  });

  it.each([
    ['a year', 'The roof was installed in 1983 and the furnace in 2004.'],
    ['a model number without a dollar sign', 'Water heater model XG40-T06EC, 50-gallon tank.'],
    ['a dollar sign glued to a model number', 'Furnace label reads GE$1200X and R22$4 refrigerant.'],
    ['a section sign', 'See Section $ of the agreement; the pre-inspection agreement is attached.'],
    ['"100 amp" and "50-gallon"', 'The 100 amp service is small for a 50-gallon electric water heater.'],
    ['a permit fee in passing', 'A city permit ($150) is needed before the panel is replaced.'],
    ['a permit fee with a cost word', 'The permit fee costs about $150 in this county.'],
    ['an hourly rate', 'Electricians in the area charge about $85 per hour.'],
    ['a rate per square foot', 'Blown insulation is typically $1.50/sq ft.'],
    ['a price paid in the past', 'The seller paid $9,000 for the roof in 2015.'],
    ['a lone amount with no cost word', 'The sign on the garage says $5000 reward for the lost dog.'],
    ['a too-small amount', 'Budget $5 for a new cover plate.'],
    ['the house price', 'At a purchase price of $450,000, the repair list is short.'],
    ['no amount at all', 'Have a licensed electrician evaluate and repair.'],
  ])('ignores %s', (_what, text) => {
    expect(inspectorEstimate(text)).toBeUndefined();
  });

  it('does not read "and 2 hours" as a range', () => {
    expect(inspectorEstimate('Estimated cost $400 and 2 hours of labour.')).toEqual({ from: 400, to: 400 });
  });

  it('keeps a reversed pair as the first amount only', () => {
    expect(inspectorEstimate('Estimate $900 - $300 credit already applied.')).toEqual({ from: 900, to: 900 });
  });

  it('skips a fee and still finds the estimate in the next sentence', () => {
    expect(
      inspectorEstimate(
        'The permit fee is $150. Budget $1,000-$1,400 for the electrician to replace the panel.',
      ),
    ).toEqual({ from: 1000, to: 1400 });
  });

  // About 0.2 s here, 8 s once under a loaded CI run; a quadratic scan of these 250 kB would take hours. So the bound
  // is the test's own time limit, far above any load and far below a quadratic run, not a clock read in the test.
  it('runs in linear time on hostile input', () => {
    const hostile = `${'$1,'.repeat(50_000)}${'$'.repeat(50_000)}${'1-'.repeat(50_000)}`;
    expect(inspectorEstimate(hostile)).toBeUndefined();
  }, 60_000);
});
