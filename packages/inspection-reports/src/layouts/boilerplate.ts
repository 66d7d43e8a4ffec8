import { block, prose, wrap, type Block } from './text';

/** Boilerplate every report opens with. The wording deliberately uses finding words ("safety hazard",
 * "deficient", "repair", "GFCI") so an analyzer that does not skip these pages reports findings that are not there. */

export const heading = (text: string, breakBefore = false): Block =>
  block([text.toUpperCase(), ''], breakBefore);

export function cover(title: string, rows: [string, string][]): Block[] {
  return [block([title, '', ...rows.map(([k, v]) => `${`${k}:`.padEnd(24)}${v}`), ''], true)];
}

export interface AgreementTerms {
  company: string;
  state: string;
  fee: string;
  /** 0 or 1: which wording of the same clauses to use, so reports from different companies differ. */
  variant: 0 | 1;
}

export function agreement({ company, state, fee, variant }: AgreementTerms): Block[] {
  const v = [
    [
      `This Inspection Agreement is made between the Client and ${company} (the Inspector). The Client requests a ` +
        `limited visual inspection of the structure at the address above for a fee of ${fee}, payable before the ` +
        'report is released.',
      'The inspection is performed in accordance with the Standards of Practice adopted by the Inspector and is ' +
        'limited to readily accessible, visible components on the date of inspection. The Inspector will not move ' +
        'furniture, stored items, insulation, snow or debris, and will not dismantle any system or component.',
      'The inspection is not a code inspection. The Inspector does not determine compliance with building codes, ' +
        'zoning ordinances or manufacturer installation instructions, and no statement in the report should be ' +
        'read as a certification, warranty or guarantee of any kind.',
      `Any dispute arising out of this Agreement shall be resolved by binding arbitration in the State of ${state}. ` +
        'The liability of the Inspector, its employees and agents is limited to the fee paid for the inspection.',
      'The Client agrees to read the entire report and to have any item described as a safety hazard, a defect or ' +
        'in need of repair evaluated by a licensed contractor before the end of the option or contingency period.',
    ],
    [
      `${company} ("we") agrees to perform a visual, non-invasive inspection of the home for the client ("you") ` +
        `for a total fee of ${fee}. You agree that the report is for your exclusive use and may not be relied on ` +
        'by any third party without our written consent.',
      'Our inspection is a snapshot of the condition of the home on the day of the inspection. Latent and concealed ' +
        'defects are excluded, as are items behind walls, under floor coverings or otherwise out of view.',
      'This is not a code inspection and not an engineering evaluation. Conditions that may have met code when ' +
        'built are reported when we believe they present a safety hazard today.',
      `You agree to resolve any claim through binding arbitration under the laws of ${state} and that our total ` +
        'liability for any claim is limited to the inspection fee. Claims must be made in writing within one year.',
      'Items we describe as deficient, in need of repair or a safety concern should be further evaluated and ' +
        'corrected by a qualified, licensed professional prior to closing.',
    ],
  ][variant]!;
  return [heading('Inspection Agreement', true), ...v.map((p) => prose(p))];
}

export function scopeAndLimitations(variant: 0 | 1): Block[] {
  const v = [
    [
      'SCOPE: The inspection covers the roof, exterior, foundation and structure, heating, cooling, plumbing, ' +
        'electrical, fireplace, attic, insulation and ventilation, doors, windows and interior, as far as they are ' +
        'readily accessible. Systems that are shut down or winterized are not operated.',
      'EXCLUSIONS: Mold, radon, asbestos, lead paint, wood-destroying insects, sewer laterals, wells, septic ' +
        'systems, swimming pools, low-voltage and security systems are outside the scope unless ordered separately.',
      'LIMITATIONS: The inspector does not predict the remaining life of any component, does not calculate the ' +
        'capacity of any system and does not test every outlet, window or fixture. Representative samples are used.',
      'Photographs are included to help the client understand the conditions described and may not show every ' +
        'instance of a condition.',
    ],
    [
      'What we look at: readily accessible installed systems and components, operated with normal user controls.',
      'What we do not do: we do not walk roofs that are wet, steep or fragile; enter crawlspaces with less than 18 ' +
        'inches of clearance; light pilot lights; test for environmental hazards such as mold, radon or asbestos; ' +
        'or evaluate the adequacy of design, capacity or code compliance.',
      'Estimates of age are approximate and based on data plates, where present. Equipment near or past its ' +
        'typical service life may fail at any time and budgeting for replacement is the client\u2019s decision.',
      'The report describes conditions, not causes. Where a specialist is recommended, their findings take ' +
        'precedence over this report.',
    ],
  ][variant]!;
  return [
    heading('Scope of the Inspection and Limitations', true),
    ...v.map((p) => prose(p.replace('\u2019', "'"))),
  ];
}

/** Definitions of the report's categories; every one uses words an analyzer might mistake for a finding. */
export function definitions(rows: [string, string][], title = 'Definitions'): Block[] {
  return [heading(title), ...rows.map(([term, meaning]) => block([...wrap(`${term}: ${meaning}`, ''), '']))];
}

export const NACHI_DEFINITIONS: [string, string][] = [
  [
    'Safety Hazard',
    'a condition that poses an unreasonable risk of injury or death to occupants and should be corrected ' +
      'immediately by a qualified contractor.',
  ],
  [
    'Recommendation',
    'a component that is not functioning as intended or is deficient, and should be repaired or replaced by a ' +
      'licensed professional in the trade named.',
  ],
  [
    'Maintenance Item',
    'routine upkeep a handyman or homeowner can perform, such as caulking or cleaning gutters.',
  ],
  [
    'Recommend monitoring',
    'a condition that is not a defect today but may become one; watch it and call a specialist if it changes.',
  ],
  ['Informational', 'a description of the system, its materials and any limitation of the inspection.'],
];

export const TREC_PREAMBLE: string[] = [
  'PURPOSE OF INSPECTION: A real estate inspection is a visual survey of a structure and a basic performance ' +
    'evaluation of the systems and components of a building. It provides information regarding the general ' +
    'condition of a residence at the time the inspection was conducted. It is important that you carefully read ' +
    'ALL of this information.',
  'RESPONSIBILITY OF THE INSPECTOR: The inspector is required to report deficient conditions, to indicate when a ' +
    'system or component is not inspected, not present or deficient, and is not required to prioritize or ' +
    'emphasize the importance of one deficiency over another.',
  'A deficiency is a condition that adversely and materially affects the performance of a system or component ' +
    'or constitutes a hazard to life, limb, or property as specified by the standards of practice.',
  'Some conditions noted as deficient may have been acceptable when the house was built. The standards of ' +
    'practice still require the inspector to report as deficient certain items considered hazards today, such as: ' +
    'malfunctioning, improperly installed, or missing ground fault circuit protection (GFCI) devices and arc-fault ' +
    '(AFCI) devices; ordinary glass in locations where modern construction techniques call for safety glass; ' +
    'malfunctioning or lack of fire safety features such as smoke alarms, fire-rated doors in certain locations, ' +
    'and functional emergency escape and rescue openings in bedrooms; malfunctioning carbon monoxide alarms; ' +
    'excessive spacing between balusters on stairways and porches; improperly installed appliances; improperly ' +
    'installed or defective safety devices; lack of electrical bonding and grounding; and lack of bonding on gas ' +
    'piping, including corrugated stainless steel tubing (CSST).',
  'THIS INSPECTION IS NOT A CODE INSPECTION and is not a warranty or guarantee of the future performance of the ' +
    'property. Items identified in the report do not obligate any party to make repairs or take other actions.',
  'If you believe the inspector has not performed the inspection in accordance with the standards of practice, ' +
    'you may file a complaint with the Texas Real Estate Commission.',
];
