import { COST_TABLE } from '../costs/cost-table';
import { hasSafetyCue, tierOf } from './tiers';

const row = (key: string) => COST_TABLE.find((r) => r.key === key)!;

describe('tierOf', () => {
  it('keeps a Maintenance-tagged missing GFCI critical: a label never lowers a safety finding', () => {
    expect(
      tierOf(
        {
          title: 'Kitchen Receptacles',
          text: 'The island receptacles are not GFCI protected.',
          category: 'maintenance',
        },
        row('gfci'),
      ),
    ).toBe('critical');
  });

  it.each([
    ['No smoke alarm was found in two bedrooms.', 'smoke alarms'],
    ['Balusters are spaced about 6 inches apart.', 'baluster spacing'],
    ['Yellow CSST gas piping has no bonding clamp.', 'CSST bonding'],
    ['The TPR valve has no discharge pipe.', 'TPR discharge'],
    ['A gas odor was present behind the range.', 'gas leak'],
    ['The panel is a Federal Pacific Stab-Lok panel.', 'FPE panel'],
    ['The ceiling stain was damp to the touch and the leak is active; an active leak.', 'active leak'],
    ['Stair-step cracks show differential foundation movement.', 'structural movement'],
    ['The bedroom window well is filled with soil and the window cannot be opened for egress.', 'egress'],
  ])('raises "%s" to critical (%s) whatever the category', (text) => {
    expect(tierOf({ title: 'Item', text, category: 'defect' })).toBe('critical');
  });

  it('does not raise a sentence that only names a safety device', () => {
    expect(hasSafetyCue('GFCI receptacles tested and tripped as intended.')).toBe(false);
    expect(hasSafetyCue('The ceiling stain was dry at the time of the inspection; a previous leak.')).toBe(
      false,
    );
  });

  it('maps the template categories to their tiers', () => {
    const text = 'The door rubs the jamb.';
    expect(tierOf({ title: 'Door', text, category: 'safety' })).toBe('critical');
    expect(tierOf({ title: 'Door', text, category: 'major-defect' })).toBe('major');
    expect(tierOf({ title: 'Door', text, category: 'maintenance' })).toBe('minor');
    expect(tierOf({ title: 'Door', text, category: 'monitor' })).toBe('minor');
    expect(tierOf({ title: 'Door', text, category: 'info' })).toBe('informational');
  });

  it('makes a Recommendation major when the repair is costly or needs an engineer, else moderate', () => {
    const rec = (text: string) => ({ title: 'Item', text, category: 'defect' as const });
    expect(tierOf(rec('Soil slopes toward the house.'), row('regrade'))).toBe('major');
    expect(tierOf(rec('A joist is notched. Have a structural engineer evaluate.'))).toBe('major');
    expect(tierOf(rec('Knob and tube wiring is active in the attic.'))).toBe('major');
    expect(tierOf(rec('Shingles are lifted on the rear slope.'), row('roof-shingle-repair'))).toBe(
      'moderate',
    );
    expect(tierOf(rec('The duct is disconnected. Have an HVAC contractor reconnect it.'))).toBe('moderate');
  });

  it('reads the tier from the words when the report gives no category', () => {
    expect(
      tierOf({ title: 'Caulk', text: 'Caulk is missing at the trim; a handyman can re-caulk it.' }),
    ).toBe('minor');
    expect(tierOf({ title: 'Doors', text: 'Two doors do not latch; adjust the strike plates.' })).toBe(
      'minor',
    );
    expect(tierOf({ title: 'Furnace', text: 'The burner is dirty. Have an HVAC technician clean it.' })).toBe(
      'moderate',
    );
    expect(
      tierOf({ title: 'Drain', text: 'The trap leaks. A plumber should repair it.' }, row('plumbing-repair')),
    ).toBe('moderate');
  });
});
