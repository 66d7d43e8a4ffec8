// The BFF's home inspection JSON as the end-to-end tests read it back, to compare the page with what the server holds.
// readPdfPages is the tests' PDF.js reader (@homeward/testing): a downloaded PDF must open in a viewer.
import { readPdfPages } from '@homeward/testing/src/read-pdf';
import { waitFor } from '@homeward/testing';
import type { HttpClient } from './http-client';

export const SEVERITIES = ['critical', 'major', 'moderate', 'minor', 'informational'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface HomeInspectionJson {
  id: string;
  property_id: string;
  file_name: string;
  status: 'awaiting_upload' | 'queued' | 'analyzing' | 'analyzed' | 'failed';
  structured_data: {
    summary: { strengths: string[]; weaknesses: string[]; final_recommendation: string };
    actionable_next_steps: string[];
  } | null;
  failure_reason: string | null;
  expected_long: boolean;
  severity_totals: Record<Severity, { count: number; from: number; to: number }>;
}

export interface InspectionIssueJson {
  id: string;
  title: string;
  description: string;
  severity: Severity;
  details: {
    issue_details: string;
    estimated_fix_price_range: { from: number; to: number } | null;
    recommended_actions: string[];
  } | null;
}

async function getJson<T>(client: HttpClient, path: string): Promise<T> {
  const response = await client.get(path);
  if (response.status !== 200)
    throw new Error(`GET ${path}: expected 200, got ${response.status}: ${response.text}`);
  return response.body as T;
}

export async function getHomeInspection(client: HttpClient, id: string): Promise<HomeInspectionJson> {
  return (await getJson<{ home_inspection: HomeInspectionJson }>(client, `/api/home-inspections/${id}`))
    .home_inspection;
}

export async function listHomeInspections(
  client: HttpClient,
  propertyId: string,
): Promise<HomeInspectionJson[]> {
  return (
    await getJson<{ home_inspections: HomeInspectionJson[] }>(
      client,
      `/api/properties/${propertyId}/home-inspections`,
    )
  ).home_inspections;
}

/** The report's issues, in the server's order (by title). */
export async function listIssues(client: HttpClient, inspectionId: string): Promise<InspectionIssueJson[]> {
  return (
    await getJson<{ issues: InspectionIssueJson[] }>(client, `/api/home-inspections/${inspectionId}/issues`)
  ).issues;
}

/**
 * Uploads a PDF report for the property as the SPA does, without a page: `POST /api/presigned_url`, then the PUT of
 * the file to the same-origin storage URL it answers (201 or 202 with the queued report). For tests that need an
 * analyzed report as their starting point; the upload itself is the home inspection test's subject.
 */
export async function uploadReport(
  client: HttpClient,
  propertyId: string,
  fileName: string,
  pdf: Buffer,
): Promise<HomeInspectionJson> {
  const presigned = await client.post('/api/presigned_url', {
    json: {
      property_id: propertyId,
      filename: encodeURIComponent(fileName),
      file_type: 'home_inspection_report',
      content_type: 'application/pdf',
      file_size: pdf.length,
    },
  });
  if (presigned.status !== 200)
    throw new Error(`presigned_url: expected 200, got ${presigned.status}: ${presigned.text}`);
  const put = await client.request('PUT', (presigned.body as { url: string }).url, {
    body: { raw: pdf, contentType: 'application/pdf' },
  });
  if (put.status !== 201 && put.status !== 202)
    throw new Error(`report upload: expected 201 or 202, got ${put.status}: ${put.text}`);
  return (put.body as { home_inspection: HomeInspectionJson }).home_inspection;
}

/** Resolves with the report once analyzed; a failed analysis fails at once with its reason. */
export async function waitForAnalysis(
  client: HttpClient,
  id: string,
  timeoutMs: number,
): Promise<HomeInspectionJson> {
  let failure: string | null = null;
  const report = await waitFor(
    async () => {
      const current = await getHomeInspection(client, id);
      if (current.status === 'failed') failure = current.failure_reason ?? 'no reason given';
      return current.status === 'analyzed' || current.status === 'failed' ? current : undefined;
    },
    { timeoutMs, intervalMs: 1_000, message: `the analysis of report ${id}` },
  );
  if (failure !== null) throw new Error(`the analysis of report ${id} failed: ${failure}`);
  return report;
}

/** The SPA's money format: whole dollars without cents, cents only when there are some. */
export function usd(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** How the report page prints a finding's price range. */
export function priceRangeText({ from, to }: { from: number; to: number }): string {
  return from === to ? usd(from) : `${usd(from)} - ${usd(to)}`;
}

/** Whitespace collapsed and the zero-width spaces the PDF renderer adds for line breaking taken out. */
const readable = (text: string) =>
  text
    .replace(/\u200B/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Checks that the bytes are a whole PDF (header, end-of-file marker) that PDF.js opens, and returns its text, pages
 * joined, for the caller to look for what the document must say.
 */
export async function readDownloadedPdf(bytes: Buffer): Promise<string> {
  const header = bytes.subarray(0, 5).toString('latin1');
  if (header !== '%PDF-') throw new Error(`not a PDF: it starts with ${JSON.stringify(header)}`);
  const tail = bytes.subarray(-32).toString('latin1').trimEnd();
  if (!tail.endsWith('%%EOF')) throw new Error(`the PDF is cut short: it ends with ${JSON.stringify(tail)}`);
  const pages = await readPdfPages(bytes);
  if (pages.length === 0) throw new Error('the PDF has no pages');
  return readable(pages.join(' '));
}
