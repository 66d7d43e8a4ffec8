// The SPA's side of the BFF's home inspection contract (bff/src/api/home-inspections.ts): one set of schemas parses
// both ends.
import type { InspectionStatus, Severity } from '@api';

export {
  homeInspectionListResponseSchema,
  homeInspectionResponseSchema,
  issueListResponseSchema,
  issueResponseSchema,
  presignedUrlResponseSchema,
  MAX_REPORT_BYTES,
  REPORT_FILE_TYPE,
  SEVERITIES,
  UPLOAD_MESSAGES,
  type CostSource,
  type HomeInspection,
  type InspectionIssue,
  type InspectionStatus,
  type IssueDetails,
  type Severity,
  type StructuredData,
} from '@api';

/** A price range of the API, whole US dollars. */
export interface PriceRange {
  from: number;
  to: number;
}

/** The spec: the findings open on the major tab. */
export const DEFAULT_SEVERITY: Severity = 'major';

/** The analysis is still under way: the report page waits (and polls) while a report is in one of these. */
export const PENDING_STATUSES: ReadonlySet<InspectionStatus> = new Set(['queued', 'analyzing']);
