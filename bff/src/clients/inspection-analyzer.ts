// The BFF's only caller of the inspection-analyzer service; maps its protobuf messages to the home inspection JSON.
import type { PromiseClient } from '@homeward/kit';
import {
  CostSource,
  InspectionStatus,
  Severity,
  type HomeInspection as ProtoHomeInspection,
  type InspectionAnalyzerServiceClient,
  type Issue as ProtoIssue,
  type IssueDetails as ProtoIssueDetails,
  type SeverityTotal as ProtoSeverityTotal,
  type StructuredData as ProtoStructuredData,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import type {
  HomeInspection,
  InspectionIssue,
  InspectionStatus as StatusName,
  IssueDetails,
  PresignedUrlRequest,
  Severity as SeverityName,
  SeverityTotals,
  StructuredData,
} from '../api/home-inspections';

export interface UploadUrl {
  /** The object store's presigned PUT, exactly as the analyzer signed it. */
  url: string;
  homeInspectionId: string;
  /** The property has no upload left after this one. */
  lastUpload: boolean;
}

export interface SummaryPdf {
  pdf: Buffer;
  /** A safe download name chosen by the analyzer. */
  fileName: string;
}

export class InspectionAnalyzerClient {
  /**
   * `slowDeadlineMs` is for the calls that may do real work while the buyer waits: explaining an issue (the LLM
   * engine asks the model then) and rendering the summary PDF.
   */
  constructor(
    private readonly grpc: PromiseClient<InspectionAnalyzerServiceClient>,
    private readonly deadlineMs: number,
    private readonly slowDeadlineMs: number,
  ) {}

  async createUploadUrl(accessToken: string, upload: PresignedUrlRequest): Promise<UploadUrl> {
    const response = await this.grpc.createUploadUrl(
      {
        propertyId: upload.property_id,
        fileName: upload.filename,
        contentType: upload.content_type,
        // 0 is proto3's unset: not announced
        fileSize: upload.file_size ?? 0,
      },
      this.settings(accessToken),
    );
    if (!response.url || !response.homeInspectionId)
      throw new Error('inspection-analyzer CreateUploadUrl answered without a URL or an id');
    return {
      url: response.url,
      homeInspectionId: response.homeInspectionId,
      lastUpload: response.lastUpload,
    };
  }

  /**
   * Claims the upload for this one PUT before its body is streamed: one URL, one upload, even for PUTs at the same
   * moment. Returns the claim's id; FAILED_PRECONDITION (accepted already) or ABORTED (another PUT holds it) when not.
   */
  async beginUpload(accessToken: string, homeInspectionId: string): Promise<string> {
    const response = await this.grpc.beginUpload({ homeInspectionId }, this.settings(accessToken));
    if (!response.claimId) throw new Error('inspection-analyzer BeginUpload answered without a claim');
    return response.claimId;
  }

  /** The store kept nothing of the claimed PUT: the URL may be used again. */
  async releaseUpload(accessToken: string, homeInspectionId: string, claimId: string): Promise<void> {
    await this.grpc.releaseUpload({ homeInspectionId, claimId }, this.settings(accessToken));
  }

  /** The object is in storage: the analyzer checks it and queues the analysis. */
  async completeUpload(accessToken: string, homeInspectionId: string): Promise<HomeInspection> {
    const response = await this.grpc.completeUpload({ homeInspectionId }, this.settings(accessToken));
    return toApiHomeInspection(required(response.homeInspection, 'CompleteUpload'));
  }

  async get(accessToken: string, homeInspectionId: string): Promise<HomeInspection> {
    const response = await this.grpc.getHomeInspection({ homeInspectionId }, this.settings(accessToken));
    return toApiHomeInspection(required(response.homeInspection, 'GetHomeInspection'));
  }

  /** The property's reports, newest first (the analyzer's order). */
  async list(accessToken: string, propertyId: string): Promise<HomeInspection[]> {
    const response = await this.grpc.listHomeInspections({ propertyId }, this.settings(accessToken));
    return response.homeInspections.map(toApiHomeInspection);
  }

  /** The report's issues, sorted by title (the analyzer's order). */
  async issues(accessToken: string, homeInspectionId: string): Promise<InspectionIssue[]> {
    const response = await this.grpc.listIssues({ homeInspectionId }, this.settings(accessToken));
    return response.issues.map(toApiIssue);
  }

  async explainIssue(accessToken: string, issueId: string): Promise<InspectionIssue> {
    const response = await this.grpc.explainIssue(
      { issueId },
      this.settings(accessToken, this.slowDeadlineMs),
    );
    return toApiIssue(required(response.issue, 'ExplainIssue'));
  }

  async retry(accessToken: string, homeInspectionId: string): Promise<HomeInspection> {
    const response = await this.grpc.retryAnalysis({ homeInspectionId }, this.settings(accessToken));
    return toApiHomeInspection(required(response.homeInspection, 'RetryAnalysis'));
  }

  async summaryPdf(accessToken: string, homeInspectionId: string): Promise<SummaryPdf> {
    const response = await this.grpc.renderSummaryPdf(
      { homeInspectionId },
      this.settings(accessToken, this.slowDeadlineMs),
    );
    if (response.pdf.length === 0) throw new Error('inspection-analyzer RenderSummaryPdf answered no bytes');
    return { pdf: Buffer.from(response.pdf), fileName: response.fileName };
  }

  /** A short-lived GET URL of the caller's own uploaded report, by the object key a data export part named. */
  async reportFileUrl(accessToken: string, objectKey: string): Promise<string> {
    const response = await this.grpc.getReportFileUrl({ objectKey }, this.settings(accessToken));
    if (!response.url) throw new Error('inspection-analyzer GetReportFileUrl answered no URL');
    return response.url;
  }

  private settings(accessToken: string, deadlineMs = this.deadlineMs) {
    return { deadlineMs, accessToken };
  }
}

function required<T>(value: T | undefined, rpc: string): T {
  if (value === undefined) throw new Error(`inspection-analyzer ${rpc} answered without its record`);
  return value;
}

const SEVERITY_NAMES: Partial<Record<Severity, SeverityName>> = {
  [Severity.SEVERITY_CRITICAL]: 'critical',
  [Severity.SEVERITY_MAJOR]: 'major',
  [Severity.SEVERITY_MODERATE]: 'moderate',
  [Severity.SEVERITY_MINOR]: 'minor',
  [Severity.SEVERITY_INFORMATIONAL]: 'informational',
};

const STATUS_NAMES: Partial<Record<InspectionStatus, StatusName>> = {
  [InspectionStatus.INSPECTION_STATUS_AWAITING_UPLOAD]: 'awaiting_upload',
  [InspectionStatus.INSPECTION_STATUS_QUEUED]: 'queued',
  [InspectionStatus.INSPECTION_STATUS_ANALYZING]: 'analyzing',
  [InspectionStatus.INSPECTION_STATUS_ANALYZED]: 'analyzed',
  [InspectionStatus.INSPECTION_STATUS_FAILED]: 'failed',
};

/** An unspecified (or unknown) tier is a broken answer, never guessed into one. */
export function severityName(severity: Severity): SeverityName {
  const name = SEVERITY_NAMES[severity];
  if (!name) throw new Error(`inspection-analyzer answered an unspecified severity (${severity})`);
  return name;
}

export function inspectionStatusName(status: InspectionStatus): StatusName {
  const name = STATUS_NAMES[status];
  if (!name) throw new Error(`inspection-analyzer answered an unspecified report status (${status})`);
  return name;
}

/** Every tier, zero where the analyzer lists none; a tier listed twice is a broken answer. */
export function toApiSeverityTotals(totals: readonly ProtoSeverityTotal[]): SeverityTotals {
  const zero = () => ({ count: 0, from: 0, to: 0, inspector: { count: 0, from: 0, to: 0 } });
  const result: SeverityTotals = {
    critical: zero(),
    major: zero(),
    moderate: zero(),
    minor: zero(),
    informational: zero(),
  };
  const seen = new Set<SeverityName>();
  for (const total of totals) {
    const name = severityName(total.severity);
    if (seen.has(name)) throw new Error(`inspection-analyzer listed the ${name} total twice`);
    seen.add(name);
    result[name] = {
      count: total.count,
      from: total.from,
      to: total.to,
      inspector: { count: total.inspectorCount, from: total.inspectorFrom, to: total.inspectorTo },
    };
  }
  return result;
}

function toApiStructuredData(data: ProtoStructuredData): StructuredData {
  if (!data.summary) throw new Error('inspection-analyzer answered structured data without a summary');
  return {
    summary: {
      strengths: [...data.summary.strengths],
      weaknesses: [...data.summary.weaknesses],
      final_recommendation: data.summary.finalRecommendation,
    },
    actionable_next_steps: [...data.actionableNextSteps],
  };
}

export function toApiHomeInspection(inspection: ProtoHomeInspection): HomeInspection {
  return {
    id: inspection.id,
    property_id: inspection.propertyId,
    file_name: inspection.fileName,
    status: inspectionStatusName(inspection.status),
    structured_data: inspection.structuredData ? toApiStructuredData(inspection.structuredData) : null,
    failure_reason: inspection.failureReason || null,
    created_at: inspection.createdAt,
    analyzed_at: inspection.analyzedAt || null,
    expected_long: inspection.expectedLong,
    severity_totals: toApiSeverityTotals(inspection.severityTotals),
  };
}

/** An unspecified (or newer, unknown) source is not guessed: the buyer sees the range without a label. */
function costSourceName(source: CostSource): 'inspector' | 'typical' | null {
  if (source === CostSource.COST_SOURCE_INSPECTOR) return 'inspector';
  if (source === CostSource.COST_SOURCE_TYPICAL) return 'typical';
  return null;
}

function toApiIssueDetails(details: ProtoIssueDetails): IssueDetails {
  const range = details.estimatedFixPriceRange;
  return {
    issue_details: details.issueDetails,
    estimated_fix_price_range: range ? { from: range.from, to: range.to } : null,
    recommended_actions: [...details.recommendedActions],
    cost_source: costSourceName(details.costSource),
  };
}

export function toApiIssue(issue: ProtoIssue): InspectionIssue {
  return {
    id: issue.id,
    title: issue.title,
    description: issue.description,
    severity: severityName(issue.severity),
    details: issue.details ? toApiIssueDetails(issue.details) : null,
  };
}
