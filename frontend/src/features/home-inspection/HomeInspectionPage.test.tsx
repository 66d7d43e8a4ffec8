import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi, type StubReply } from '../../test/api-stub';
import { testProperty } from '../../test/property-fixture';
import { renderRoutes } from '../../test/render-app';
import { routes } from '../../app/router';
import { NO_ISSUES } from './DetailedFindings';
import { POLL_EVERY_MS } from './home-inspection-queries';
import {
  INSPECTION_ID,
  renderReportPage,
  stubXhr,
  testInspection,
  testIssue,
} from './home-inspection-test-kit';
import { LOADER_MESSAGES } from './loader-messages';
import { SECOND_UPLOAD_NOTICE } from './UploadBasicScreen';
import { PDF_LOADING_MS } from './use-pdf-download';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OAK = '12 Oak St, Austin, TX 78701';

const roof = testIssue({ title: 'Roof leak at chimney flashing' });
const attic = testIssue({ title: 'Attic ventilation inadequate' });
const deck = testIssue({
  title: 'deck boards rotted',
  details: {
    issue_details: 'Several boards are soft.',
    estimated_fix_price_range: { from: 600, to: 1800 },
    recommended_actions: ['Replace the rotted boards'],
    cost_source: 'typical',
  },
});
const foundation = testIssue({ title: 'Foundation crack', severity: 'critical' });
const issues = [roof, foundation, attic, deck];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function accordionTitles(panel: HTMLElement): string[] {
  return within(panel)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent ?? '');
}

/** The text of a Blob the page made; jsdom's Blob (what `Response.blob()` gives under Node 24 here) has no `text()`. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });
}
describe('report page, analyzed', () => {
  it('shows the address, the per-tier totals and the findings, opening on the major tab sorted by title', async () => {
    const property = testProperty({ is_unlocked: true });
    renderReportPage(property, testInspection({ property_id: property.id }), issues);

    expect(await screen.findByRole('heading', { name: OAK })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Critical total' })).getByText('expect $8,000-$15,000'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Major total' })).getByText('expect $1,200-$3,500'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Minor total' })).getByText('Nothing found'),
    ).toBeTruthy();

    const major = await screen.findByRole('tab', { name: 'Major (3)' });
    expect(major.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Critical (1)' }).getAttribute('aria-selected')).toBe('false');
    expect(accordionTitles(screen.getByRole('tabpanel'))).toEqual([
      'Attic ventilation inadequate',
      'deck boards rotted',
      'Roof leak at chimney flashing',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Critical (1)' }));
    await waitFor(() => expect(accordionTitles(screen.getByRole('tabpanel'))).toEqual(['Foundation crack']));
  });

  it("loads a finding's details when it is opened, showing 'Gathering info...' meanwhile", async () => {
    const property = testProperty({ is_unlocked: true });
    const answer = deferred<StubReply>();
    const { api } = renderReportPage(property, testInspection(), issues, {
      'POST /api/property/home-inspection-issue': () => answer.promise,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Roof leak at chimney flashing' }));

    expect(await screen.findByText('Gathering info...')).toBeTruthy();
    expect(api.callsTo('POST /api/property/home-inspection-issue').map((call) => call.body)).toEqual([
      { issue_id: roof.id },
    ]);
    answer.resolve({
      body: {
        issue: {
          ...roof,
          details: {
            issue_details: 'Water is entering around the chimney.',
            estimated_fix_price_range: { from: 400, to: 1200 },
            recommended_actions: ['Have a roofer reseal the flashing', 'Check the attic for water damage'],
          },
        },
      },
    });
    expect(await screen.findByText('Water is entering around the chimney.')).toBeTruthy();
    expect(screen.getByText('Estimated fix price: $400 - $1,200')).toBeTruthy();
    expect(screen.getByText('Have a roofer reseal the flashing')).toBeTruthy();
    expect(screen.queryByText('Gathering info...')).toBeNull();
  });

  it('does not ask again for a finding whose details are already there', async () => {
    const { api } = renderReportPage(testProperty(), testInspection(), issues);
    fireEvent.click(await screen.findByRole('button', { name: 'deck boards rotted' }));
    expect(await screen.findByText('Estimated fix price: $600 - $1,800')).toBeTruthy();
    expect(api.callsTo('POST /api/property/home-inspection-issue')).toHaveLength(0);
  });

  it("says 'Request failed' / 'Please try again.' when the details cannot be loaded", async () => {
    renderReportPage(testProperty(), testInspection(), issues, {
      'POST /api/property/home-inspection-issue': {
        status: 502,
        body: { error: 'upstream', message: 'Down' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Attic ventilation inadequate' }));
    expect(await screen.findByText('Request failed')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Load details' })).toBeTruthy();
  });

  it("shows 'Looks like no issues were found' on an empty tab and for a report without findings", async () => {
    renderReportPage(testProperty(), testInspection(), issues);
    fireEvent.click(await screen.findByRole('tab', { name: 'Minor (0)' }));
    expect(await within(screen.getByRole('tabpanel')).findByText(NO_ISSUES)).toBeTruthy();
  });

  it("shows only 'Looks like no issues were found' for a report without findings", async () => {
    renderReportPage(testProperty(), testInspection(), []);
    expect(await screen.findByText(NO_ISSUES)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('report summary', () => {
  it('lists strengths, weaknesses, next steps and the recommendation, and downloads the PDF with 6 s of loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:summary');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { api } = renderReportPage(testProperty(), testInspection(), issues, {
      [`GET /api/home-inspections/${INSPECTION_ID}/report.pdf`]: { body: '%PDF-1.7 summary' },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Report Summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Summary' });
    expect(
      within(within(dialog).getByRole('group', { name: 'Strengths' })).getByText('Roof replaced in 2019'),
    ).toBeTruthy();
    expect(
      within(within(dialog).getByRole('group', { name: 'Weaknesses' })).getByText(
        'Foundation settlement at the north wall',
      ),
    ).toBeTruthy();
    expect(
      within(within(dialog).getByRole('group', { name: 'Actionable next steps' })).getByText(
        'Hire a structural engineer to assess the foundation',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Negotiate a credit for the foundation repair/)).toBeTruthy();

    const download = within(dialog).getByRole('button', { name: 'Download as PDF' }) as HTMLButtonElement;
    fireEvent.click(download);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // The stub sends no Content-Disposition, so the name is the page's own, from the address.
    expect(saved).toEqual(['home-inspection-summary-12-oak-st-austin-tx-78701.pdf']);
    expect(api.callsTo(`GET /api/home-inspections/${INSPECTION_ID}/report.pdf`)).toHaveLength(1);
    expect(await blobText(createObjectURL.mock.calls[0]![0])).toContain('%PDF-1.7');
    expect(download.disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(PDF_LOADING_MS - 100);
    });
    expect(download.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(download.disabled).toBe(false));
  });
});

describe('report page, while analyzing and after a failure', () => {
  it('shows the rotating loader while queued and the findings once the analysis lands', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'queued' | 'analyzed' = 'queued';
    const { api } = renderReportPage(testProperty(), testInspection(), issues, {
      [`GET /api/home-inspections/${INSPECTION_ID}`]: () => ({
        body: {
          home_inspection: testInspection(
            status === 'queued' ? { status, structured_data: null, analyzed_at: null } : {},
          ),
        },
      }),
    });
    expect(await screen.findByText(LOADER_MESSAGES[0])).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report Summary' })).toBeNull();

    status = 'analyzed';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_EVERY_MS);
    });
    expect(await screen.findByRole('tab', { name: 'Major (3)' })).toBeTruthy();
    expect(api.callsTo(`GET /api/home-inspections/${INSPECTION_ID}`).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the failure's reason and queues the report again on 'Try again'", async () => {
    const failed = testInspection({
      status: 'failed',
      structured_data: null,
      analyzed_at: null,
      failure_reason: 'This PDF has no text layer and could not be read.',
    });
    const { api } = renderReportPage(testProperty(), failed, [], {
      'POST /api/property/home-inspection-analyze': {
        status: 202,
        body: { home_inspection: { ...failed, status: 'queued', failure_reason: null } },
      },
    });
    expect(await screen.findByText('This PDF has no text layer and could not be read.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(LOADER_MESSAGES[0])).toBeTruthy();
    expect(api.callsTo('POST /api/property/home-inspection-analyze').map((call) => call.body)).toEqual([
      { home_inspection_id: INSPECTION_ID },
    ]);
  });

  it('says a report that is not there (or not yours) was not found', async () => {
    renderReportPage(testProperty(), testInspection(), [], {
      [`GET /api/home-inspections/${INSPECTION_ID}`]: {
        status: 404,
        body: { error: 'not_found', message: 'x' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeTruthy();
  });
});

describe('second upload', () => {
  it("offers a new upload with the 'one more chance' notice while the property has one report", async () => {
    stubXhr();
    renderReportPage(testProperty({ is_unlocked: true }), testInspection(), issues);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload a new report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload your inspection report' });
    expect(within(dialog).getByText(SECOND_UPLOAD_NOTICE)).toBeTruthy();
  });

  it('offers no upload once the property has used both', async () => {
    const property = testProperty({ is_unlocked: true });
    const older = testInspection({ id: 'a11ce000-0000-4000-8000-000000000002' });
    const { api } = renderReportPage(property, testInspection(), issues, {
      [`GET /api/properties/${property.id}/home-inspections`]: {
        body: { home_inspections: [testInspection(), older] },
      },
    });
    expect(await screen.findByRole('tab', { name: 'Major (3)' })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(`GET /api/properties/${property.id}/home-inspections`)).toHaveLength(1),
    );
    // Lets the list's answer render before asserting the button's absence.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Upload a new report' })).toBeNull();
  });
});

describe('route', () => {
  it('is mounted in the app at /properties/home-inspection, not taken for a property id', async () => {
    const property = testProperty();
    stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      [`GET /api/properties/${property.id}`]: { body: { property } },
      [`GET /api/home-inspections/${INSPECTION_ID}`]: { body: { home_inspection: testInspection() } },
      [`GET /api/home-inspections/${INSPECTION_ID}/issues`]: { body: { issues } },
      [`GET /api/properties/${property.id}/home-inspections`]: {
        body: { home_inspections: [testInspection()] },
      },
    });
    renderRoutes(
      routes,
      `/properties/home-inspection?property=${property.id}&home_inspection_id=${INSPECTION_ID}&analyze=true`,
    );
    expect(await screen.findByRole('heading', { name: OAK })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Major (3)' })).toBeTruthy();
  });

  it("opens the property's newest report when the link names none", async () => {
    const property = testProperty();
    const { router } = renderReportPage(property, testInspection(), issues);
    await act(() => router.navigate(`/properties/home-inspection?property=${property.id}`));
    await waitFor(() =>
      expect(router.state.location.search).toContain(`home_inspection_id=${INSPECTION_ID}`),
    );
    expect(await screen.findByRole('tab', { name: 'Major (3)' })).toBeTruthy();
  });
});
