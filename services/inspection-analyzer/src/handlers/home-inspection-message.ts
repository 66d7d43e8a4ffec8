// The use cases' answers as proto messages.
import {
  CostSource,
  InspectionStatus,
  Severity,
  type HomeInspection as HomeInspectionMessage,
  type Issue as IssueMessage,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import type { ReportView } from '../application/reports';
import type { InspectionIssue, InspectionStatus as Status } from '../domain/inspection';
import {
  SEVERITIES,
  type CostSource as CostSourceName,
  type Severity as SeverityName,
} from '../domain/report';

const STATUS: Record<Status, InspectionStatus> = {
  awaiting_upload: InspectionStatus.INSPECTION_STATUS_AWAITING_UPLOAD,
  queued: InspectionStatus.INSPECTION_STATUS_QUEUED,
  analyzing: InspectionStatus.INSPECTION_STATUS_ANALYZING,
  analyzed: InspectionStatus.INSPECTION_STATUS_ANALYZED,
  failed: InspectionStatus.INSPECTION_STATUS_FAILED,
};

const SEVERITY: Record<SeverityName, Severity> = {
  critical: Severity.SEVERITY_CRITICAL,
  major: Severity.SEVERITY_MAJOR,
  moderate: Severity.SEVERITY_MODERATE,
  minor: Severity.SEVERITY_MINOR,
  informational: Severity.SEVERITY_INFORMATIONAL,
};

const COST_SOURCE: Record<CostSourceName, CostSource> = {
  inspector: CostSource.COST_SOURCE_INSPECTOR,
  typical: CostSource.COST_SOURCE_TYPICAL,
};

export function toProtoHomeInspection({ inspection, totals }: ReportView): HomeInspectionMessage {
  const data = inspection.structuredData;
  return {
    id: inspection.id,
    propertyId: inspection.propertyId,
    fileName: inspection.fileName,
    status: STATUS[inspection.status],
    structuredData: data
      ? {
          summary: {
            strengths: data.summary.strengths,
            weaknesses: data.summary.weaknesses,
            finalRecommendation: data.summary.final_recommendation,
          },
          actionableNextSteps: data.actionable_next_steps,
        }
      : undefined,
    failureReason: inspection.failureReason ?? '',
    createdAt: inspection.createdAt.toISOString(),
    analyzedAt: inspection.analyzedAt?.toISOString() ?? '',
    expectedLong: inspection.expectedLong,
    severityTotals: SEVERITIES.map((severity) => ({ severity: SEVERITY[severity], ...totals[severity] })),
    sizeBytes: inspection.sizeBytes ?? 0,
    pageCount: inspection.pageCount ?? 0,
  };
}

export function toProtoIssue(issue: InspectionIssue): IssueMessage {
  const details = issue.details;
  return {
    id: issue.id,
    homeInspectionId: issue.inspectionId,
    title: issue.title,
    description: issue.description,
    severity: SEVERITY[issue.severity],
    details: details
      ? {
          issueDetails: details.issue_details,
          estimatedFixPriceRange: details.estimated_fix_price_range ?? undefined,
          recommendedActions: details.recommended_actions,
          costSource: details.cost_source
            ? COST_SOURCE[details.cost_source]
            : CostSource.COST_SOURCE_UNSPECIFIED,
        }
      : undefined,
  };
}
