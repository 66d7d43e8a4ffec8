import {
  failureReason,
  findingsSummary,
  inspectionAnalyzedNotification,
  inspectionFailedNotification,
} from './inspection-notifications';
import { homeInspectionLink, homeInspectionPath } from './links';

const propertyId = '6f1c1d8e-3a57-4f0b-9a59-0c9f4a1d2b3c';
const inspectionId = '0a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const path = `/properties/home-inspection?property=${propertyId}&home_inspection_id=${inspectionId}`;

describe('home inspection links', () => {
  it('opens the report page of the property and report', () => {
    expect(homeInspectionPath(propertyId, inspectionId)).toBe(path);
    expect(homeInspectionLink('https://homeward.example/', propertyId, inspectionId)).toBe(
      `https://homeward.example${path}`,
    );
  });

  it('encodes ids that are not what they should be, so they cannot add parameters', () => {
    expect(homeInspectionPath('a&b=c', 'd e')).toBe(
      '/properties/home-inspection?property=a%26b%3Dc&home_inspection_id=d+e',
    );
  });
});

describe('home inspection notifications', () => {
  it('says the report is ready with its findings and critical ones, and links it', () => {
    expect(inspectionAnalyzedNotification({ issueCount: 12, criticalCount: 2 }, path)).toEqual({
      kind: 'home_inspection_analyzed',
      title: 'Home inspection report ready',
      body: 'Your home inspection report is ready: 12 findings, 2 critical.',
      link: path,
    });
  });

  it('counts in the singular for one finding, and says so when there is none', () => {
    expect(findingsSummary({ issueCount: 1, criticalCount: 0 })).toBe('1 finding, 0 critical');
    expect(findingsSummary({ issueCount: 0, criticalCount: 0 })).toBe('0 findings, 0 critical');
  });

  it("gives the analyzer's reason when the analysis failed", () => {
    expect(inspectionFailedNotification('the PDF has no text and could not be OCR’d.', path)).toEqual({
      kind: 'home_inspection_failed',
      title: 'Home inspection not analyzed',
      body: 'We could not analyze your home inspection report: the PDF has no text and could not be OCR’d.',
      link: path,
    });
  });

  it('keeps a reason to one bounded line, and has one when the event gave none', () => {
    expect(failureReason('  not a\n report  ')).toBe('not a report');
    expect(failureReason('')).toBe('the file could not be read.');
    const long = failureReason('x'.repeat(1000));
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });
});
