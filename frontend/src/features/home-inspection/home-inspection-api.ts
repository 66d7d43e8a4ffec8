import { apiErrorSchema } from '@api';
import { ApiError, apiFetch, GENERIC_ERROR_MESSAGE } from '../../app/api-client';
import { dispositionFileName } from './content-disposition';
import {
  homeInspectionListResponseSchema,
  homeInspectionResponseSchema,
  issueListResponseSchema,
  issueResponseSchema,
  presignedUrlResponseSchema,
  REPORT_FILE_TYPE,
  type HomeInspection,
  type InspectionIssue,
} from './home-inspection-contract';

export interface UploadRequest {
  propertyId: string;
  file: File;
  contentType: string;
}

/** Asks the BFF where to PUT the report; a locked property or a spent upload allowance is a 409 with its reason. */
export async function requestUploadUrl({ propertyId, file, contentType }: UploadRequest): Promise<string> {
  const { url } = await apiFetch('/api/presigned_url', {
    body: {
      json: {
        property_id: propertyId,
        // The spec sends the name URL-encoded: it ends up in an object key and a header.
        filename: encodeURIComponent(file.name),
        file_type: REPORT_FILE_TYPE,
        content_type: contentType,
        file_size: file.size,
      },
    },
    schema: presignedUrlResponseSchema,
  });
  return url;
}

export async function getHomeInspection(id: string, signal?: AbortSignal): Promise<HomeInspection> {
  const { home_inspection } = await apiFetch(`/api/home-inspections/${encodeURIComponent(id)}`, {
    schema: homeInspectionResponseSchema,
    signal,
  });
  return home_inspection;
}

/** The property's reports, newest first. */
export async function listHomeInspections(
  propertyId: string,
  signal?: AbortSignal,
): Promise<HomeInspection[]> {
  const { home_inspections } = await apiFetch(
    `/api/properties/${encodeURIComponent(propertyId)}/home-inspections`,
    { schema: homeInspectionListResponseSchema, signal },
  );
  return home_inspections;
}

export async function listIssues(inspectionId: string, signal?: AbortSignal): Promise<InspectionIssue[]> {
  const { issues } = await apiFetch(`/api/home-inspections/${encodeURIComponent(inspectionId)}/issues`, {
    schema: issueListResponseSchema,
    signal,
  });
  return issues;
}

/** Fills in one finding's details (explanation, cost range, actions); the BFF stores them for next time. */
export async function explainIssue(issueId: string): Promise<InspectionIssue> {
  const { issue } = await apiFetch('/api/property/home-inspection-issue', {
    body: { json: { issue_id: issueId } },
    schema: issueResponseSchema,
  });
  return issue;
}

/** Queues a failed report for another analysis. */
export async function reanalyze(inspectionId: string): Promise<HomeInspection> {
  const { home_inspection } = await apiFetch('/api/property/home-inspection-analyze', {
    body: { json: { home_inspection_id: inspectionId } },
    schema: homeInspectionResponseSchema,
  });
  return home_inspection;
}

export function reportPdfPath(inspectionId: string): string {
  return `/api/home-inspections/${encodeURIComponent(inspectionId)}/report.pdf`;
}

export interface ReportPdf {
  blob: Blob;
  /** The name the BFF suggests (Content-Disposition), or null when it gave none. */
  fileName: string | null;
}

/** The Report Summary as a PDF; apiFetch speaks JSON only, so this reads the body as a blob itself. */
export async function fetchReportPdf(inspectionId: string): Promise<ReportPdf> {
  let response: Response;
  try {
    response = await fetch(reportPdfPath(inspectionId), {
      headers: { Accept: 'application/pdf' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error', GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error, parsed.data.message || GENERIC_ERROR_MESSAGE)
      : new ApiError(response.status, `http_${response.status}`, GENERIC_ERROR_MESSAGE);
  }
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}
