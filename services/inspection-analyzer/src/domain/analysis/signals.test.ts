import { baseTier, hasHazardWords, SIGNAL_TABLE, signalIn, tierFromSignal, type Signal } from './signals';

// The README's "Tiers from the inspector's own signal" table, row by row: what the report prints, the signal it is
// read as, the tier it starts at, and how far the words may move it.

describe('the signal table', () => {
  const rows: [string, Signal, string][] = [
    ['[!]', 'safety', 'moderate'],
    ['SAF', 'safety', 'moderate'],
    ['Safety Concerns', 'safety', 'moderate'],
    ['IMMEDIATE RECOMMENDED IMPROVEMENTS', 'safety', 'moderate'],
    ['Major Defect', 'major-defect', 'major'],
    ['Not Satisfactory', 'repair', 'moderate'],
    ['Repair or Replace', 'repair', 'moderate'],
    ['RR', 'repair', 'moderate'],
    ['Recommendation', 'repair', 'moderate'],
    ['Needs Attention', 'needs-attention', 'moderate'],
    ['Maintenance Items', 'maintenance', 'minor'],
    ['Handyman/Maintenance Item', 'maintenance', 'minor'],
    ['MM', 'maintenance', 'minor'],
    ['Monitor', 'monitor', 'minor'],
    ['FYI', 'informational', 'informational'],
    ['Satisfactory / Serviceable', 'informational', 'informational'],
    ['Discretionary Improvements', 'informational', 'informational'],
  ];

  it.each(rows)('reads "%s" as %s, starting at %s', (printed, signal, tier) => {
    expect(signalIn(printed)).toBe(signal);
    expect(baseTier(signal)).toBe(tier);
  });

  it('has a tested example for every row', () => {
    expect(new Set(rows.map(([, s]) => s))).toEqual(new Set(SIGNAL_TABLE.map((r) => r.signal)));
  });

  it('reads no signal into ordinary words', () => {
    expect(signalIn('The furnace is a gas-fired forced-air unit.')).toBeUndefined();
  });
});

describe('tierFromSignal', () => {
  it('keeps the signal tier when the words say nothing more', () => {
    expect(tierFromSignal('repair', 'The bathroom exhaust fan does not run when switched on.')).toBe(
      'moderate',
    );
    expect(tierFromSignal('maintenance', 'The hose bib leaks at the stem.')).toBe('minor');
  });

  it('moves one tier down for a small fix, never below minor', () => {
    expect(tierFromSignal('safety', 'The hall smoke alarm battery is missing; replace the battery.')).toBe(
      'minor',
    );
    expect(tierFromSignal('maintenance', 'Caulk the gap at the tub spout.')).toBe('minor');
  });

  it('moves one tier up for a specialist fix, never to critical', () => {
    expect(
      tierFromSignal('repair', 'The supply lines are galvanized and near the end of their life; re-pipe.'),
    ).toBe('major');
    expect(
      tierFromSignal('major-defect', 'Several rafters have shifted; a structural engineer should evaluate.'),
    ).toBe('major');
  });

  it("moves a tier by the inspector's own figure, both ways", () => {
    const text = 'The laundry sink trap leaks at the slip nut.';
    expect(tierFromSignal('repair', text)).toBe('moderate');
    expect(tierFromSignal('repair', text, { inspector: { from: 90, to: 250 } })).toBe('minor');
    expect(tierFromSignal('repair', text, { inspector: { from: 3000, to: 4500 } })).toBe('major');
  });

  it('makes a finding critical only for explicit hazard words', () => {
    expect(tierFromSignal('maintenance', 'Exposed live wires hang below the porch light box.')).toBe(
      'critical',
    );
    expect(tierFromSignal(undefined, 'A strong smell of gas at the range connector.')).toBe('critical');
    expect(tierFromSignal(undefined, 'The garage door did not reverse when it met the test board.')).toBe(
      'critical',
    );
    expect(tierFromSignal('safety', 'The stair handrail is loose at the top bracket.')).not.toBe('critical');
    expect(hasHazardWords('Lint may become a fire hazard if the vent is not cleaned.')).toBe(false);
    expect(hasHazardWords('The open junction box is a fire hazard.')).toBe(true);
  });

  it('never makes critical what the inspector says was not there', () => {
    expect(hasHazardWords('There was no noticeable odor of gas at the meter.')).toBe(false);
    expect(hasHazardWords('No evidence of an active leak into the living room was seen.')).toBe(false);
    expect(hasHazardWords('A strong odor of gas was noted at the meter.')).toBe(true);
    expect(
      tierFromSignal(
        undefined,
        'Pipes in the walls were not visible, no leaks were found. Check the building records.',
      ),
    ).toBe('informational');
    expect(tierFromSignal(undefined, 'Whether the flue leaks cannot be determined in dry weather.')).toBe(
      'informational',
    );
  });

  it('reads the words after the turn of a serviceable item', () => {
    expect(tierFromSignal('informational', 'With typical wear.')).toBe('informational');
    expect(
      tierFromSignal(
        'informational',
        'Serviceable, though the drain stopper is broken and will need repair.',
      ),
    ).toBe('minor');
  });

  it('turns only at a contrast, not at "inspected but not tested"', () => {
    const text = 'Gutters should be cleaned twice a year, every 6 months. Visually inspected but not tested.';
    expect(tierFromSignal('maintenance', text)).toBe('informational');
    expect(tierFromSignal('informational', 'Serviceable, but the drain stopper is broken.')).toBe('minor');
  });

  it('calls upkeep told of a whole class of things informational whatever the mark', () => {
    expect(
      tierFromSignal('maintenance', 'Boilers should be serviced annually by a licensed technician.'),
    ).toBe('informational');
    expect(tierFromSignal('safety', 'All alarm batteries should be replaced annually.')).toBe(
      'informational',
    );
    // This house's own item keeps its mark, and so does an install the report asks for.
    expect(tierFromSignal('safety', 'The slate counter should be sealed annually.')).toBe('minor');
    expect(
      tierFromSignal(
        'maintenance',
        'A smoke alarm should be installed in the hall. Replace batteries annually.',
      ),
    ).toBe('minor');
  });

  it('reads a fixture that does not work, an unsafe line and found defects as defects', () => {
    expect(tierFromSignal(undefined, 'The bath fan did not work; have it replaced.')).toBe('moderate');
    expect(tierFromSignal(undefined, 'The relief line ends unsafely; recommend extending it.')).toBe(
      'moderate',
    );
    expect(
      tierFromSignal(undefined, 'Several defects were found at the boiler; recommend a full evaluation.'),
    ).toBe('moderate');
    expect(tierFromSignal(undefined, 'The bath fan is quiet; recommend cleaning the grille.')).toBe('minor');
  });

  it('hears no request in a referral offered only for more information', () => {
    expect(
      tierFromSignal(
        undefined,
        'Hairline cracks were seen in the slab, as is typical of most homes. If further information is desired, a mason should be consulted.',
      ),
    ).toBe('informational');
    expect(
      tierFromSignal(
        undefined,
        'Radon is a gas without smell. For more information, consult the state radon office.',
      ),
    ).toBe('informational');
    expect(
      tierFromSignal(
        undefined,
        'The valve shows minor corrosion, no leak was seen. This is a common condition which should be monitored.',
      ),
    ).toBe('informational');
  });

  it('reads water getting in, a missing bond, a non-conforming rail and an infestation as defects', () => {
    for (const text of [
      'There is evidence of water entry in the basement; it should be monitored and a drainage contractor consulted.',
      'The spa pump does not appear to be bonded. We recommend this be corrected.',
      'The porch rail is non-conforming; we recommend it be corrected.',
      'Droppings show a rodent infestation in the attic; we recommend a pest contractor.',
    ])
      expect(tierFromSignal(undefined, text)).toBe('moderate');
  });

  it('reads what could happen as a warning, not a defect seen', () => {
    const warned =
      'The gate is scuffed but closes properly. Care should be taken, as the gate may crack or fail.';
    expect(tierFromSignal(undefined, warned)).toBe('informational');
    expect(tierFromSignal(undefined, 'The trap may be leaking; have a plumber check it.')).toBe('moderate');
  });

  it('calls an evaluation of a part that could not be seen a precaution, with no defect seen', () => {
    const hidden =
      'The boiler firebox is difficult to access and cannot be adequately checked. A heat exchanger evaluation is recommended.';
    expect(tierFromSignal(undefined, hidden)).toBe('informational');
    expect(tierFromSignal('maintenance', hidden)).toBe('minor');
    // Specialist words raise it once a defect is seen.
    expect(tierFromSignal('maintenance', `${hidden} Rust holes were seen.`)).toBe('moderate');
  });

  it("reads neither a test's name nor what to look for as a defect", () => {
    expect(
      tierFromSignal(
        undefined,
        'No leak tests were done. Recommend to check the building records for any known water damage.',
      ),
    ).toBe('informational');
    expect(tierFromSignal(undefined, 'Have the tub tested for possible leaks.')).toBe('minor');
  });

  it('takes "safety concern" written in the finding as its signal', () => {
    expect(
      tierFromSignal(
        undefined,
        'The porch light is not rated for wet areas - safety concern. Have it checked.',
      ),
    ).toBe('moderate');
    expect(tierFromSignal(undefined, 'Missing outlet covers in the den; replace them.')).toBe('minor');
  });

  it('does not call a repair small for the finish that follows it', () => {
    expect(
      tierFromSignal('repair', 'The fascia boards are rotted; a carpenter should replace them and paint.'),
    ).toBe('moderate');
    expect(tierFromSignal('repair', 'Caulk the gap at the tub spout.')).toBe('minor');
  });

  it('calls equipment found off or unlit, serviced before use, a precaution', () => {
    expect(
      tierFromSignal(undefined, 'The pool heater was off and not lit. Have it serviced before use.'),
    ).toBe('informational');
    expect(
      tierFromSignal(
        'informational',
        'The boiler was not operated: its valve was off. Service it before use.',
      ),
    ).toBe('informational');
  });

  it('knows small parts and big replacements by name', () => {
    expect(tierFromSignal('needs-attention', 'The bath faucet drips at the spout.')).toBe('minor');
    expect(tierFromSignal('needs-attention', 'The porch light globe is broken.')).toBe('minor');
    expect(tierFromSignal(undefined, 'The dishwasher drain hose has no high loop; fasten it up.')).toBe(
      'minor',
    );
    expect(
      tierFromSignal(undefined, 'The boiler is 40 years old and leaks; boiler replacement is likely.'),
    ).toBe('major');
    expect(
      tierFromSignal(undefined, 'It cools poorly, so replacement by an HVAC contractor is likely.'),
    ).toBe('major');
  });

  it('reads windows painted shut, a fan venting into the attic and thin insulation as defects', () => {
    for (const text of [
      'Two windows are painted shut and should be freed.',
      'The dryer vents into the garage and should be ducted outdoors.',
      'Attic insulation is well below current standards; more should be added.',
    ])
      expect(tierFromSignal(undefined, text)).not.toBe('informational');
    expect(tierFromSignal(undefined, 'The old water softener is disconnected and no longer in use.')).toBe(
      'informational',
    );
  });

  it('calls routine upkeep and typical wear informational without a signal', () => {
    expect(tierFromSignal(undefined, 'Typical shrinkage cracks were noted in the garage slab.')).toBe(
      'informational',
    );
    expect(tierFromSignal(undefined, 'Filters should be changed every 3 months.')).toBe('informational');
    expect(tierFromSignal(undefined, 'The locks should be rekeyed upon moving in.')).toBe('informational');
    expect(tierFromSignal(undefined, 'NOTE: The hose bibs did not run when tested.')).toBe('informational');
    expect(tierFromSignal(undefined, 'NOTE: The hose bib leaks; have a plumber repair it.')).toBe('minor');
  });
});
