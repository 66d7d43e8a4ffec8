// Report files for the tests: real PDFs (pdfkit, through the fixture writers) whose lines the test engine reads.
import { toPdf, type FixtureReport } from '@homeward/inspection-reports';

/** A two-page text PDF: a cover page, then one line per finding in the test engine's `SEVERITY: title - text` form. */
export function reportPdf(findingLines: string[]): Promise<Buffer> {
  const fixture: FixtureReport = {
    name: 'integration-test-report',
    layout: 'internachi',
    format: 'pdf',
    pages: [
      ['HOME INSPECTION REPORT', '123 Inspection Way, Austin, TX 78701', 'Prepared for the buyer'],
      ['FINDINGS', ...findingLines],
    ],
    expected: { findings: [], boilerplateTraps: [], boilerplatePages: 1 },
  };
  return toPdf(fixture);
}

export const STANDARD_FINDINGS = [
  'MAJOR: Roof leak - Water stains on the bedroom ceiling below the valley',
  'CRITICAL: Exposed wiring - Open splices in the attic junction box',
  'MINOR: Loose handrail - The stair handrail moves under load',
  'INFO: Water heater age - The water heater is 9 years old',
  'MAJOR: Furnace flue - Disconnected flue pipe in the garage',
];
