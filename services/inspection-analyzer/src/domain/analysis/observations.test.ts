import { observationFindings } from './observation-findings';
import { observationTitle } from './observation-title';
import { readObservations } from './observations';
import type { ReportLine } from './page-lines';

// Our own report snippets in the layouts real inspectors use (the dev set's texts stay outside the repository).

const lines = (text: string, page = 1): ReportLine[] =>
  text.split('\n').map((raw) => ({ text: raw.trim(), raw, page }));

const findingsOf = (text: string) => observationFindings(readObservations(lines(text)));

describe('readObservations', () => {
  it('joins a paragraph wrapped at the margin, even where a sentence ends at the line end', () => {
    const text = [
      'Plumbing',
      'The main shutoff valve in the garage is corroded and weeps at the packing nut below it.',
      'A plumber should replace it before the house is occupied.',
      'The kitchen faucet works.',
    ].join('\n');
    const obs = readObservations(lines(text));
    expect(obs.map((o) => o.text)).toEqual([
      'The main shutoff valve in the garage is corroded and weeps at the packing nut below it. A plumber should replace it before the house is occupied.',
      'The kitchen faucet works.',
    ]);
    expect(obs[0]!.section).toBe('Plumbing');
  });

  it('keeps each numbered or bulleted item apart, with its photo note and sub-list', () => {
    const text = [
      'Exterior',
      '1. The fence gate drags on the walk and does not latch.',
      '(See Photo 4)',
      '2. Pool barriers are incomplete:',
      '(1) no self-closing gate',
      '(2) no door alarm',
      '• Loose siding board at the rear corner.',
    ].join('\n');
    expect(readObservations(lines(text)).map((o) => [o.listed, o.text])).toEqual([
      [true, '1. The fence gate drags on the walk and does not latch. (See Photo 4)'],
      [true, '2. Pool barriers are incomplete: (1) no self-closing gate (2) no door alarm'],
      [true, '• Loose siding board at the rear corner.'],
    ]);
  });

  it('names the item from a numbered label and leaves boilerplate regions out', () => {
    const text = [
      'DEFINITIONS',
      'NEEDS ATTENTION: the item does not work as intended and needs repair.',
      'KITCHEN',
      '4.2 RANGE - OVEN:',
      'Needs Attention, the oven door hinge is bent and the door does not close.',
    ].join('\n');
    const obs = readObservations(lines(text));
    expect(obs).toHaveLength(1);
    expect(obs[0]).toMatchObject({ section: 'KITCHEN', label: '4.2 RANGE - OVEN' });
  });

  it("keeps a notice about this house's hazard materials, even inside an introduction", () => {
    const text = [
      'INTRODUCTION',
      'Left and right are used as seen from the street. The report is not a warranty of any kind.',
      '',
      'Records show this house was built in 1962, and so it may have lead-based paint on older trim and doors.',
      '',
      'The weather was dry and the power was on.',
      'ROOF',
      'The shingles are worn at the ridge; have a roofer repair them.',
    ].join('\n');
    const found = findingsOf(text);
    expect(found.map((f) => [f.section, f.severity])).toEqual([
      ['INTRODUCTION', 'informational'],
      ['ROOF', 'moderate'],
    ]);
    expect(found[0]!.text).toMatch(/lead-based paint/);
  });

  it('leaves out the paragraph a section opens with in a report laid out as lists, not in one told in prose', () => {
    const preamble =
      'All foundations rest on soil that can shift, and minor cracks are common in many of them; we report the ones we see.';
    const listed = [
      'FOUNDATION',
      preamble,
      '',
      '• Walls: [RR] The north wall has a 1/4 inch crack with seepage stains. A foundation contractor should seal it.',
      '• Slab: [MM] Hairline shrinkage cracks; seal them.',
      'ROOF',
      '• Shingles: [RR] Several shingles are missing at the ridge. A roofer should replace them.',
      '• Gutters: [MM] The gutters are full of leaves; clean them.',
    ].join('\n');
    expect(findingsOf(listed).map((f) => f.text)).not.toContainEqual(
      expect.stringContaining('All foundations'),
    );
    expect(findingsOf(listed)).toHaveLength(4);
    const prose = [
      'FOUNDATION',
      'The north wall has a 1/4 inch crack with seepage stains; a foundation contractor should seal it.',
    ].join('\n');
    expect(findingsOf(prose)).toHaveLength(1);
  });

  it('raises nothing from prose about any case rather than one seen, or about how the inspection was done', () => {
    const text = [
      'PLUMBING',
      'All fixtures not attached to an appliance were operated and drained. Any latent leaks found once the home is ' +
        'lived in should be repaired by a plumber. Tubs were inspected using a moisture meter and a flashlight.',
      '',
      'The kitchen sink trap leaks at the slip joint; a plumber should repair it.',
    ].join('\n');
    expect(findingsOf(text).map((f) => f.text)).toEqual([
      'The kitchen sink trap leaks at the slip joint; a plumber should repair it.',
    ]);
  });

  it('raises nothing from a sentence saying no gas smell or leak was found', () => {
    const text = [
      'GAS METER',
      'There was no noticeable odor of gas detected at the time of the inspection.',
    ].join('\n');
    expect(findingsOf(text)).toEqual([]);
  });

  it('marks a summary printed before the body, which ends where a system heading comes round again', () => {
    const text = [
      'REPORT SUMMARY',
      'Roofing',
      '1. Cracked tiles at the rear slope.',
      'Roofing',
      '1. Cracked tiles at the rear slope. A roofer should replace them.',
    ].join('\n');
    expect(readObservations(lines(text)).map((o) => o.inSummary)).toEqual([true, false]);
  });
});

describe('observationFindings', () => {
  it('tiers a rated line from its marks and keeps the marks out of the text', () => {
    const [f] = findingsOf(
      'ELECTRICAL\n• Receptacles: [RR, SAF] Two bedroom receptacles have reversed polarity.',
    );
    expect(f).toMatchObject({ signal: 'safety', severity: 'moderate', item: 'Receptacles' });
    expect(f!.text).toBe('Two bedroom receptacles have reversed polarity.');
  });

  it('reads a rated item also marked not inspected as a request to evaluate', () => {
    const [f] = findingsOf(
      'FIREPLACE\n• Gas Logs: [RR, SAF, NI] The gas logs were not lit because the gas was off at the valve.',
    );
    expect(f).toMatchObject({ signal: 'maintenance', severity: 'minor' });
  });

  it('skips serviceable items and keeps the ones with a "though"', () => {
    const found = findingsOf(
      [
        'BATHROOM',
        '3.1 TOILET:',
        'Satisfactory / Serviceable, With typical wear.',
        '3.2 TUB:',
        'Satisfactory / Serviceable, though the overflow cover is missing and will need replacing.',
      ].join('\n'),
    );
    expect(found.map((f) => [f.item, f.severity])).toEqual([['TUB', 'minor']]);
  });

  it('attaches an item\'s bare "consult a specialist" bullet to the item', () => {
    const found = findingsOf(
      [
        'DOORS',
        '2.3 INTERIOR DOORS:',
        'Needs Attention, the pantry door is off its track.',
        '• Consult a qualified carpenter for repair.',
      ].join('\n'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.text).toMatch(/off its track\. Consult a qualified carpenter/);
  });

  it('keeps two defects apart that share only their place, and a clean remark out', () => {
    const text = [
      'ATTIC',
      'Attic insulation is only two inches deep, well below current standards, and more should be added. ' +
        'The kitchen fan vents into the attic rather than outdoors and should be ducted out. ' +
        'The rafters were dry and showed no stains.',
    ].join('\n');
    const found = findingsOf(text);
    expect(found.map((f) => f.text)).toEqual([
      'Attic insulation is only two inches deep, well below current standards, and more should be added.',
      'The kitchen fan vents into the attic rather than outdoors and should be ducted out.',
    ]);
  });

  it('splits prose at the sentences that report a defect, and drops general advice', () => {
    const found = findingsOf(
      [
        'ATTIC',
        'The attic was entered from the hall hatch. Insulation is blown cellulose about ten inches deep. A bathroom exhaust duct was disconnected and venting into the attic. It should be reconnected to the roof jack. Homeowners should be aware that attics can get very hot.',
      ].join('\n'),
    );
    expect(found.map((f) => f.text)).toEqual([
      'A bathroom exhaust duct was disconnected and venting into the attic. It should be reconnected to the roof jack.',
    ]);
  });

  it("keeps a finding a summary repeats once, with the summary's signal", () => {
    const found = findingsOf(
      [
        'SUMMARY',
        'Safety Concerns',
        '1. The garage door opener did not reverse when it met resistance.',
        'PREFACE',
        'This report is for the client only.',
        'GARAGE',
        'The garage door opener did not reverse when it met resistance. The sensors should be adjusted.',
      ].join('\n'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ signal: 'safety', severity: 'critical' });
  });

  it('finds in the body, in its own words, what the summary lists, and nothing twice', () => {
    const found = findingsOf(
      [
        'SUMMARY',
        'Plumbing',
        '- The laundry standpipe has no trap and sewer gas can enter the house.',
        'Plumbing',
        'The water heater is a 2020 gas unit. The laundry standpipe has no trap, so sewer gas can enter the house. Have a plumber add one. The kitchen sink drains well.',
      ].join('\n'),
    );
    expect(found.map((f) => f.text)).toEqual([
      'The laundry standpipe has no trap, so sewer gas can enter the house. Have a plumber add one.',
    ]);
  });

  it('does not raise an FYI saying something works', () => {
    expect(findingsOf('KITCHEN\n• 3.1. The disposer was functional at the time. (FYI)')).toEqual([]);
    expect(findingsOf('KITCHEN\n• 3.2. No gas line at the range; all electric kitchen. (FYI)')).toHaveLength(
      1,
    );
  });

  it('does not raise a to-do checklist or description fields', () => {
    const found = findingsOf(
      [
        'Maintenance Advice',
        '• [ ] Clean the gutters twice a year.',
        'RADON',
        '• Monitor Type: Continuous Radon Monitor.',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});

describe('observationTitle', () => {
  it('titles a finding from the defect, not from a serviceable preamble or an instruction', () => {
    expect(observationTitle('With typical wear, though the tub drain stopper is broken.')).toBe(
      'Tub drain stopper broken',
    );
    expect(observationTitle('Have it checked by an electrician. The dryer receptacle is cracked.')).toBe(
      'Dryer receptacle cracked',
    );
  });
});
