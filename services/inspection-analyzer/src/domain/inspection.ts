// A home inspection report as this service keeps it, and what is computed from its issues.
import { SEVERITIES, type IssueDetails, type PriceRange, type ReportSummary, type Severity } from './report';
import type { ReportFileType } from './report-file';

export type InspectionStatus = 'awaiting_upload' | 'queued' | 'analyzing' | 'analyzed' | 'failed';

export interface StructuredData {
  summary: ReportSummary;
  actionable_next_steps: string[];
}

export interface HomeInspection {
  id: string;
  userId: string;
  propertyId: string;
  fileS3Url: string;
  objectKey: string;
  fileName: string;
  contentType: string;
  fileType: ReportFileType;
  sizeBytes: number;
  status: InspectionStatus;
  structuredData: StructuredData | null;
  failureReason: string | null;
  pageCount: number | null;
  engine: string | null;
  expectedLong: boolean;
  uploadNumber: number | null;
  createdAt: Date;
  uploadedAt: Date | null;
  analyzedAt: Date | null;
}

export interface InspectionIssue {
  id: string;
  inspectionId: string;
  userId: string;
  title: string;
  description: string;
  severity: Severity;
  details: IssueDetails | null;
  section: string | null;
  location: string | null;
  trade: string | null;
  costKey: string | null;
  page: number | null;
  /** The engine's estimate at analysis time; details, once asked for, carry their own. */
  estimatedCost: PriceRange | null;
}

export type SeverityTotals = Record<Severity, { count: number; from: number; to: number }>;

/**
 * Per tier: how many issues and the sum of their cost ranges. An issue's range is its details' when the buyer has
 * expanded it (what they read), else the engine's estimate; an issue with neither counts without adding cost.
 */
export function severityTotals(
  issues: Pick<InspectionIssue, 'severity' | 'details' | 'estimatedCost'>[],
): SeverityTotals {
  const totals = Object.fromEntries(
    SEVERITIES.map((severity) => [severity, { count: 0, from: 0, to: 0 }]),
  ) as SeverityTotals;
  for (const issue of issues) {
    const tier = totals[issue.severity];
    tier.count += 1;
    const range = issue.details ? issue.details.estimated_fix_price_range : issue.estimatedCost;
    if (range) {
      tier.from += range.from;
      tier.to += range.to;
    }
  }
  return totals;
}

/** Issues in the order the buyer reads them: by title, case and accents aside, then by id for a stable order. */
export function byTitle<T extends { title: string; id: string }>(issues: T[]): T[] {
  return [...issues].sort(
    (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  );
}
