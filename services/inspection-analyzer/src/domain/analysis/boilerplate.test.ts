import { isBoilerplateHeading, isBoilerplateText, isDefinition } from './boilerplate';

describe('boilerplate', () => {
  it.each([
    'INSPECTION AGREEMENT',
    'Scope of the Inspection and Limitations',
    'GENERAL LIMITATIONS',
    'Standards of Practice',
    'Definitions',
    'Terms and Conditions',
    'PURPOSE OF INSPECTION:',
  ])('takes "%s" for a boilerplate heading', (heading) => {
    expect(isBoilerplateHeading(heading)).toBe(true);
  });

  it.each([
    'MAIN SEWER LINE SCOPE RECOMMENDED',
    'ROOF',
    '3.1 Coverings',
    'The scope of the damage is unclear. Repair it.',
  ])('does not take "%s" for a boilerplate heading', (line) => {
    expect(isBoilerplateHeading(line)).toBe(false);
  });

  it.each([
    'THIS INSPECTION IS NOT A CODE INSPECTION and is not a warranty or guarantee of the future performance.',
    'The Client agrees to have any item described as a safety hazard or deficient evaluated by a licensed contractor.',
    'Any dispute shall be resolved by binding arbitration; liability is limited to the inspection fee.',
    'The inspector is not required to prioritize or emphasize the importance of one deficiency over another.',
    'We do not move furniture, lift carpets or test for mold, radon or asbestos.',
    'Townhouse inspections do not include the shared roof; ask the association who maintains it.',
  ])('recognises text about the inspection: %s', (text) => {
    expect(isBoilerplateText(text)).toBe(true);
  });

  it.each([
    'The receptacles at the kitchen island are not GFCI protected. Recommend an electrician install GFCI protection.',
    'Several shingles are lifted on the rear slope and may let water in; have a roofer repair them.',
    'The TPR valve has no discharge pipe, a safety hazard.',
  ])('leaves findings alone, even with the words boilerplate uses: %s', (text) => {
    expect(isBoilerplateText(text)).toBe(false);
  });

  it('tells a definition from a finding that starts with a label', () => {
    expect(isDefinition('Safety Hazard: an item that poses an unreasonable risk of injury.')).toBe(true);
    expect(isDefinition('No central cooling: The home has no air conditioning system.')).toBe(false);
  });
});
