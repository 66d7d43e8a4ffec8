// Shared set-up of the home inspection tests: fixtures in the BFF's shapes, the app's routes, and a fake
// XMLHttpRequest for the upload's PUT (fetch is stubbed by stubApi; the PUT goes through XHR for its progress).
import { vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { PropertiesPage } from '../properties/PropertiesPage';
import { PropertyDetailPage } from '../properties/PropertyDetailPage';
import type { HomeInspection, InspectionIssue } from './home-inspection-contract';
import { HomeInspectionPage } from './HomeInspectionPage';

export const INSPECTION_ID = 'a11ce000-0000-4000-8000-000000000001';
export const UPLOAD_URL = '/api/storage/homeward-reports/user-1/report.pdf?X-Amz-Signature=abc';

export const appRoutes = [
  { path: '/properties', element: <PropertiesPage /> },
  { path: '/properties/home-inspection', element: <HomeInspectionPage /> },
  { path: '/properties/:id', element: <PropertyDetailPage /> },
];

/** A tier total's inspector part when none of its costs are the inspector's own. */
export const NO_INSPECTOR_PART = { count: 0, from: 0, to: 0 };

export function testInspection(overrides: Partial<HomeInspection> = {}): HomeInspection {
  return {
    id: INSPECTION_ID,
    property_id: 'property-1',
    file_name: 'inspection.pdf',
    status: 'analyzed',
    structured_data: {
      summary: {
        strengths: ['Roof replaced in 2019'],
        weaknesses: ['Foundation settlement at the north wall'],
        final_recommendation: 'Negotiate a credit for the foundation repair before the option period ends.',
      },
      actionable_next_steps: ['Hire a structural engineer to assess the foundation'],
    },
    failure_reason: null,
    created_at: '2026-03-02T15:00:00Z',
    analyzed_at: '2026-03-02T15:05:00Z',
    expected_long: false,
    severity_totals: {
      critical: { count: 1, from: 8000, to: 15000, inspector: NO_INSPECTOR_PART },
      major: { count: 3, from: 1200, to: 3500, inspector: NO_INSPECTOR_PART },
      moderate: { count: 0, from: 0, to: 0, inspector: NO_INSPECTOR_PART },
      minor: { count: 0, from: 0, to: 0, inspector: NO_INSPECTOR_PART },
      informational: { count: 0, from: 0, to: 0, inspector: NO_INSPECTOR_PART },
    },
    ...overrides,
  };
}

let issueCounter = 0;
export function testIssue(overrides: Partial<InspectionIssue> = {}): InspectionIssue {
  issueCounter += 1;
  return {
    id: `15500000-0000-4000-8000-${String(issueCounter).padStart(12, '0')}`,
    title: `Finding ${issueCounter}`,
    description: 'The inspector noted this.',
    severity: 'major',
    details: null,
    ...overrides,
  };
}

type Routes = Parameters<typeof stubApi>[0];

/** The report page for one property and report, with the BFF answering its property, report, issues and list. */
export function renderReportPage(
  property: { id: string },
  inspection: HomeInspection,
  issues: InspectionIssue[],
  extra: Routes = {},
) {
  const api = stubApi({
    [`GET /api/properties/${property.id}`]: { body: { property } },
    [`GET /api/home-inspections/${inspection.id}`]: { body: { home_inspection: inspection } },
    [`GET /api/home-inspections/${inspection.id}/issues`]: { body: { issues } },
    [`GET /api/properties/${property.id}/home-inspections`]: { body: { home_inspections: [inspection] } },
    ...extra,
  });
  const query = new URLSearchParams({
    property: property.id,
    home_inspection_id: inspection.id,
    analyze: 'true',
  });
  const view = renderRoutes(appRoutes, `/properties/home-inspection?${query}`);
  return { api, ...view };
}

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Reports upload progress (loaded of total bytes) to the page. */
  progress: (loaded: number, total: number) => void;
  /** Answers the PUT with a status and a JSON body. */
  respond: (status: number, body?: unknown) => void;
  /** Fails the PUT before any answer, as a dropped connection does. */
  fail: () => void;
}

/**
 * Replaces XMLHttpRequest with a fake that records each request; the test answers it through `sent`. `open` throws
 * for a URL the fake is told is invalid, as a real XHR throws on a malformed one.
 */
export function stubXhr(options: { throwOnOpen?: boolean } = {}) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      if (options.throwOnOpen) throw new DOMException('Invalid URL', 'SyntaxError');
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: unknown) {
      sent.push({
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        body,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: (status, responseBody) => {
          this.status = status;
          this.responseText = responseBody === undefined ? '' : JSON.stringify(responseBody);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}

export function pdfFile(name = 'inspection.pdf', size?: number): File {
  const file = new File(['%PDF-1.7 test report'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
