import { analyzeReport } from './offline-engine';
import { report } from './sample-reports.test-data';
import { detectLayout, parseStructure } from './structure';

const items = (text: string) =>
  parseStructure(report([text])).items.map((i) => `${i.item}:${i.marks.join('+')}`);

describe('parseStructure', () => {
  it('detects the layout from the form itself', () => {
    expect(detectLayout(report(['I=Inspected NI=Not Inspected NP=Not Present D=Deficient']))).toBe('trec');
    expect(detectLayout(report(['            IN  NI  NP  RR\n1.0 Roof Coverings   X']))).toBe('homegauge');
    expect(detectLayout(report(['2: ROOF\nObservations']))).toBe('narrative');
  });

  it('reads TREC marks as brackets, ballot-box glyphs, stray X columns, and a grid on its own line', () => {
    const text = `I. STRUCTURAL SYSTEMS
[X] [ ] [ ] [X]  A. Foundations
\u2612 \u2610 \u2610 \u2610  B. Grading and Drainage
    X             C. Roof Covering Materials
\u2610 \u2610 \u2612 \u2610
D. Roof Structures and Attics`;
    expect(items(text)).toEqual([
      'Foundations:I+D',
      'Grading and Drainage:I',
      'Roof Covering Materials:NI',
      'Roof Structures and Attics:NP',
    ]);
  });

  it('reads HomeGauge ratings by column, and by count when extraction lost the columns', () => {
    const columns = `1. Roofing
                                    IN  NI  NP  RR
1.0 Roof Coverings                  X           X
1.1 Flashings                       X`;
    expect(items(columns)).toEqual(['Roof Coverings:IN+RR', 'Flashings:IN']);
    const collapsed = `1. Roofing
IN NI NP RR
1.0 Roof Coverings  X X
1.1 Flashings  X`;
    expect(items(collapsed)).toEqual(['Roof Coverings:IN+RR', 'Flashings:IN']);
  });

  it('counts a finding once when a Spectora summary lists it before the body', () => {
    const text = `SUMMARY
2.1.1 Coverings
DAMAGED SHINGLES
Several shingles are torn on the south slope. Recommend a roofer repair them.

1: INSPECTION DETAILS
Information
  In Attendance: Client

2: ROOF
Information
  Coverings: Asphalt
Deficiencies
2.1.1 Coverings
DAMAGED SHINGLES
Recommendation
Several shingles are torn on the south slope. Recommend a roofer repair them.
Recommendation
Contact a qualified roofing professional.`;
    const analysis = analyzeReport(report([text]));
    expect(analysis.findings.map((f) => `${f.severity}: ${f.title}`)).toEqual(['moderate: Damaged Shingles']);
    expect(analysis.findings[0]!.description).toMatch(/Contact a qualified roofing professional/);
  });

  it('takes every paragraph of a rated item with more than one defect on its own words', () => {
    const text = `5. Plumbing
                                    IN  NI  NP  RR  S
5.0 Water Heater                    X           X   X

Comments:

5.0 Water Heater
  (1) The vent is disconnected and back-drafted, spilling exhaust. A plumber should repair it now.
  (2) The water heater is 17 years old, beyond its expected life. Plan for replacement.`;
    expect(analyzeReport(report([text])).findings.map((f) => f.severity)).toEqual(['critical', 'minor']);
  });

  it('reads a report made only of system headings and paragraphs', () => {
    const text = `Roof
The roof is a gable with asphalt shingles.
The shingles are at the end of their life and curling. Recommend replacement by a qualified roofer.

ELECTRICAL SYSTEM
The panel is a 200 amp Square D in the garage and was in good condition.`;
    const analysis = analyzeReport(report([text]));
    expect(analysis.findings.map((f) => `${f.severity}: ${f.title}`)).toEqual([
      'major: Shingles are at the end of their life and curling',
    ]);
    expect(analysis.findings[0]).toMatchObject({ section: 'Roof', costKey: 'roof-replacement' });
  });
});
