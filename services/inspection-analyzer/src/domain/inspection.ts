// A home inspection report as this service keeps it, and what is computed from its issues.
import {
  SEVERITIES,
  type CostEstimate,
  type IssueDetails,
  type ReportSummary,
  type Severity,
} from './report';
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
  /** The announced size until the object is accepted, then the stored size; null while none was announced. */
  sizeBytes: number | null;
  status: InspectionStatus;
  structuredData: StructuredData | null;
  failureReason: string | null;
  pageCount: number | null;
  engine: string | null;
  expectedLong: boolean;
  uploadNumber: number | null;
  /** The property's state (two letters) when the upload URL was made; typical costs are priced for it. */
  propertyState: string | null;
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
  /** The estimate at analysis time, with whose figure it is; details, once asked for, carry their own. */
  estimatedCost: CostEstimate | null;
}

export interface SeverityTotal {
  count: number;
  from: number;
  to: number;
  /** The part of the above that is the inspector's own figures (the rest is typical costs for the area). */
  inspectorCount: number;
  inspectorFrom: number;
  inspectorTo: number;
}

export type SeverityTotals = Record<Severity, SeverityTotal>;

/** An issue's range as the buyer reads it, with whose figure it is: its details' once expanded, else the estimate
 * made at analysis time. Details stored before costs were labelled count as typical. */
export function issueCost(issue: Pick<InspectionIssue, 'details' | 'estimatedCost'>): CostEstimate | null {
  if (!issue.details) return issue.estimatedCost;
  const range = issue.details.estimated_fix_price_range;
  return range ? { from: range.from, to: range.to, source: issue.details.cost_source ?? 'typical' } : null;
}

/**
 * Per tier: how many issues and the sum of their cost ranges, and the inspector's share of both. An issue with no
 * range counts without adding cost.
 */
export function severityTotals(
  issues: Pick<InspectionIssue, 'severity' | 'details' | 'estimatedCost'>[],
): SeverityTotals {
  const totals = Object.fromEntries(
    SEVERITIES.map((severity) => [
      severity,
      { count: 0, from: 0, to: 0, inspectorCount: 0, inspectorFrom: 0, inspectorTo: 0 },
    ]),
  ) as SeverityTotals;
  for (const issue of issues) {
    const tier = totals[issue.severity];
    tier.count += 1;
    const cost = issueCost(issue);
    if (!cost) continue;
    tier.from += cost.from;
    tier.to += cost.to;
    if (cost.source === 'inspector') {
      tier.inspectorCount += 1;
      tier.inspectorFrom += cost.from;
      tier.inspectorTo += cost.to;
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
