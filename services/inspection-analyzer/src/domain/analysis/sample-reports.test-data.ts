import type { ExtractedReport } from '../report';

// Small hand-written reports in the layouts the offline engine reads, for its unit tests. Each page is one
// template string; running headers, footers and page numbers are written out as extraction leaves them.

export function report(pages: string[], source: ExtractedReport['source'] = 'pdf'): ExtractedReport {
  return { source, pages: pages.map((text, i) => ({ number: i + 1, lines: text.split('\n') })) };
}

const trecHeader = () => `Report Identification: 12 Elm St, Dallas, TX - 01/02/2025
I=Inspected    NI=Not Inspected    NP=Not Present    D=Deficient

I   NI  NP  D
`;
const trecFooter = (n: number) => `
REI 7-6 (8/9/21)   Promulgated by the Texas Real Estate Commission   (512) 936-3000
Page ${n} of 4`;

/** TREC REI 7-6 with stray X marks, a preamble full of finding words, numbered findings and plain comments. */
export const TREC_SAMPLE = report([
  `PROPERTY INSPECTION REPORT FORM

PURPOSE OF INSPECTION: A real estate inspection is a visual survey of a structure. The
inspector is required to report deficient conditions, such as missing ground fault circuit
protection (GFCI), lack of smoke alarms and excessive spacing between balusters, which are a
safety hazard.
THIS INSPECTION IS NOT A CODE INSPECTION. Items identified do not obligate any party to repair.
${trecFooter(1)}`,
  `${trecHeader()}
I. STRUCTURAL SYSTEMS

X           X     A. Foundations
     Comments:
     Type of Foundation(s): Slab on grade
     A diagonal crack runs through the garage slab and the rear brick veneer shows a
     stair-step crack; these are signs of differential foundation movement. A structural
     engineer should evaluate.

X                 B. Grading and Drainage
     Comments:

X           X     C. Roof Covering Materials
     Comments:
     1: Damaged Shingles
     Recommendation
     Several shingles are lifted on the rear slope and may let water in.
     Recommend a licensed roofing contractor repair.
${trecFooter(2)}`,
  `${trecHeader()}
II. ELECTRICAL SYSTEMS

X           X     B. Branch Circuits, Connected Devices, and Fixtures
     Comments:
     1: Kitchen Receptacles
     Maintenance Item
     The receptacles at the kitchen island are not GFCI protected.
     Recommend an electrician install GFCI protection.

     2: Loose Cover Plate
     Maintenance Item
     A cover plate in the hall is loose; tighten the screw.

III. HEATING, VENTILATION AND AIR CONDITIONING SYSTEMS

X                 A. Heating Equipment
     Comments:
     The furnace responded to the thermostat.
${trecFooter(3)}`,
  `${trecHeader()}
VI. OPTIONAL SYSTEMS

    X             A. Landscape Irrigation (Sprinkler) Systems
     Comments:
     The sprinkler system was not inspected; the controller was shut off.

        X         B. Swimming Pools, Spas, Hot Tubs, and Equipment
     Comments:
${trecFooter(4)}`,
]);

const nachiHeader = `Summit Inspections LLC
88 Pine Rd, Boise, ID 83702    March 3, 2025
`;

/** Spectora-style InterNACHI report: agreement and definitions first, numbered sections, CAPS titles and
 * category lines, and the "Recommendation / Contact a ..." closing Spectora prints under a defect. */
export const NARRATIVE_SAMPLE = report([
  `${nachiHeader}
INSPECTION AGREEMENT

The Client agrees that the inspection is not a code inspection and that any item described as a
safety hazard or a defect must be evaluated by a licensed contractor. Liability is limited to the fee.

DEFINITIONS
Safety Hazard: an item that poses an unreasonable risk of injury and should be repaired now.
Maintenance Item: routine upkeep, such as caulking a leaking window.

Page 1 of 3`,
  `${nachiHeader}
1: ROOF

Information
  Roof type: Gable
  Coverings: Asphalt

Limitations
  The roof was viewed from the ground only because it was wet.

Observations & Recommendations

1.1.1 Coverings
ROOF AT END OF SERVICE LIFE
Recommendation
  The shingles are curled and brittle and the roof is past its typical service life.
  Recommendation
  Contact a qualified roofing professional.

2: ELECTRICAL

Information
  Panel: Square D

Observations & Recommendations

2.1.1 Receptacles
MISSING GFCI AT BATHROOM
Handyman/Maintenance Item
  The bathroom receptacle has no GFCI protection.
  Recommendation
  Contact a qualified electrical contractor.

Page 2 of 3`,
  `${nachiHeader}
3: PLUMBING

Information
  Supply: Copper

Observations & Recommendations

3.1.1 Water Heater
TPR DISCHARGE PIPE MISSING
Safety Hazard
  The temperature and pressure relief valve has no discharge pipe.
  Recommendation
  Contact a qualified plumbing contractor.

3.2.1 Fixtures
SLOW DRAIN AT HALL SINK
Recommend monitoring
  The hall sink drains slowly.

4: HEATING

Information
  Furnace: Gas forced air, 2019. Operated normally.

Page 3 of 3`,
]);

const hgHeader = (n: number) => `Valley Home Inspections
9 Oak Ct, Ogden, UT  Report: 77-A  Page ${n} of 3
`;

/** HomeGauge: rating grid per section, numbered comments, and a Summary at the end repeating the rated items. */
export const HOMEGAUGE_SAMPLE = report([
  `${hgHeader(1)}
1. Roofing

                                                  IN  NI  NP  RR
1.0 Roof Coverings                                X           X
1.1 Flashings                                     X

Comments:

1.0 Roof Coverings
  (1) The roof is architectural shingle, about 12 years old.
  (2) Several shingles are missing at the ridge. A roofing contractor should repair them.

Prepared for the client named above.`,
  `${hgHeader(2)}
2. Plumbing System

                                                  IN  NI  NP  RR
2.0 Water Heater                                  X           X
2.1 Drain, Waste and Vent Systems                 X

Comments:

2.0 Water Heater
  The water heater leaks at the drain valve and the pan is rusted. A licensed plumber
  should repair or replace it.

Prepared for the client named above.`,
  `${hgHeader(3)}
Summary

This summary is not the entire report. It is recommended that the client read the complete report.

1. Roofing
1.0 Roof Coverings
  Repair or Replace
  (2) Several shingles are missing at the ridge. A roofing contractor should repair them.

2. Plumbing System
2.0 Water Heater
  Repair or Replace
  The water heater leaks at the drain valve and the pan is rusted. A licensed plumber
  should repair or replace it.

Prepared for the client named above.`,
]);

/** A report with no recognisable layout: paragraphs only, the first two about the inspection itself. */
export const PLAIN_SAMPLE = report([
  `Dear client,

This report describes a limited visual inspection. The inspector does not determine code
compliance and this report is not a warranty or guarantee of any kind.

The roof shingles are worn and several are missing on the north slope; have a roofer repair them.

The kitchen looked clean and bright.

The dryer vent is clogged with lint, a fire hazard. Recommend cleaning the vent.`,
]);
