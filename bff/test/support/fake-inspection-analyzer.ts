// A real gRPC server over the generated InspectionAnalyzerService definition, standing in for the analyzer at the
// BFF's edge: it presigns real PUTs on the test's S3 server (minio, as the analyzer does), checks an uploaded object
// itself (size, `%PDF-`) and decides `expected_long` by size, so the BFF's upload proxy and its answers are
// exercised for real. Its analysis is a fixed model the tests seed; the BFF only maps it.
import { randomUUID } from 'node:crypto';
import { Client } from 'minio';
import { status } from '@grpc/grpc-js';
import {
  alreadyExists,
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  RpcError,
  type AsyncService,
} from '@homeward/kit';
import {
  InspectionStatus,
  CostSource,
  Severity,
  type BeginUploadRequest,
  type CompleteUploadRequest,
  type CreateUploadUrlRequest,
  type ExplainIssueRequest,
  type GetHomeInspectionRequest,
  type HomeInspection,
  type InspectionAnalyzerServiceServer,
  type Issue,
  type ListHomeInspectionsRequest,
  type ListIssuesRequest,
  type ReleaseUploadRequest,
  type GetReportFileUrlRequest,
  type RenderSummaryPdfRequest,
  type RetryAnalysisRequest,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import type { FakeProperty } from './downstream';

/** The analyzer's bucket (its OBJECT_STORAGE_BUCKET default). */
export const BUCKET = 'homeward-inspections';

export const NOT_A_REPORT = 'This file is not a PDF, DOCX or DOC report.';
export const SIZE_MISMATCH = 'The uploaded file is not the size that was announced.';
const UPLOADS_PER_PROPERTY = 2;

interface StoredReport {
  record: HomeInspection;
  ownerId: string;
  objectKey: string;
  /** The PUT holding the upload (BeginUpload), as the analyzer's conditional update holds it. */
  claimId?: string;
}

export class FakeInspectionAnalyzer implements AsyncService<InspectionAnalyzerServiceServer> {
  readonly reports: StoredReport[] = [];
  readonly issues: Issue[] = [];
  /** Uploads larger than this are expected to take long (the analyzer's estimate, by size only here). */
  longAnalysisAboveBytes = 5 * 1024 * 1024;
  /** Sign URLs as of an hour ago, valid for a minute: already expired when used. */
  signExpired = false;
  /** Every CompleteUpload request, as it arrived. */
  readonly completed: string[] = [];
  /** Set by a test: ExplainIssue and RetryAnalysis of the caller's own report answer this (budget, retry limit). */
  refusal: RpcError | undefined;

  /**
   * Where it presigns and checks objects. By default a store that is not there (presigning needs no connection, so
   * only CompleteUpload fails); the upload tests point it at their S3 server.
   */
  storage: Client = new Client({
    endPoint: '127.0.0.1',
    port: 1,
    useSSL: false,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
    pathStyle: true,
  });

  constructor(private readonly property: FakeProperty) {}

  /**
   * Leaves a stored report as the analyzer's worker leaves a finished analysis: its summary, one costed major
   * finding's tier total, and `issues` (a major sink leak by default). Returns the issues' ids, in order.
   */
  markAnalyzed(
    homeInspectionId: string,
    {
      analyzedAt = new Date().toISOString(),
      issues = [{ title: 'Sink leaks', description: 'Active leak', severity: Severity.SEVERITY_MAJOR }],
    }: { analyzedAt?: string; issues?: Omit<Issue, 'id' | 'homeInspectionId'>[] } = {},
  ): string[] {
    const stored = this.reports.find((report) => report.record.id === homeInspectionId);
    if (!stored) throw new Error(`no stored report ${homeInspectionId}`);
    Object.assign(stored.record, {
      status: InspectionStatus.INSPECTION_STATUS_ANALYZED,
      analyzedAt,
      structuredData: {
        summary: {
          strengths: ['New roof'],
          weaknesses: ['Leaking sink'],
          finalRecommendation: 'Fix the leak.',
        },
        actionableNextSteps: ['Call a plumber'],
      },
      severityTotals: [
        {
          severity: Severity.SEVERITY_MAJOR,
          count: 1,
          from: 150,
          to: 400,
          inspectorCount: 0,
          inspectorFrom: 0,
          inspectorTo: 0,
        },
      ],
    });
    const added = issues.map((issue) => ({ ...issue, id: randomUUID(), homeInspectionId }));
    this.issues.push(...added);
    return added.map((issue) => issue.id);
  }

  private own(id: string): StoredReport {
    const caller = requireCaller();
    const report = this.reports.find((r) => r.record.id === id && r.ownerId === caller.userId);
    if (!report) throw notFound('Home inspection not found');
    return report;
  }

  async createUploadUrl(request: CreateUploadUrlRequest) {
    const caller = requireCaller();
    const property = this.property.properties.find(
      (p) => p.id === request.propertyId && p.ownerId === caller.userId,
    );
    if (!property) throw notFound('Property not found');
    if (!property.isUnlocked)
      throw failedPrecondition('Unlock this property to analyze a home inspection report.');
    if (this.reports.filter((r) => r.record.propertyId === property.id).length >= UPLOADS_PER_PROPERTY)
      throw alreadyExists('This property has had its two home inspection uploads.');
    const id = randomUUID();
    const objectKey = `inspections/${caller.userId}/${property.id}/${id}/${request.fileName.replace(/[^\w.() -]/g, '_')}`;
    const record: HomeInspection = {
      id,
      propertyId: property.id,
      fileName: request.fileName,
      status: InspectionStatus.INSPECTION_STATUS_AWAITING_UPLOAD,
      structuredData: undefined,
      failureReason: '',
      createdAt: new Date(Date.now() + this.reports.length).toISOString(),
      analyzedAt: '',
      expectedLong: false,
      severityTotals: [],
      sizeBytes: request.fileSize,
      pageCount: 0,
    };
    this.reports.push({ record, ownerId: caller.userId, objectKey });
    const url = this.signExpired
      ? await this.storage.presignedUrl('PUT', BUCKET, objectKey, 60, {}, new Date(Date.now() - 3_600_000))
      : await this.storage.presignedPutObject(BUCKET, objectKey, 900);
    property.homeInspectionId = id;
    return { url, homeInspectionId: id, expiresInSeconds: 900, lastUpload: this.reports.length === 2 };
  }

  async beginUpload(request: BeginUploadRequest) {
    const report = this.own(request.homeInspectionId);
    if (report.record.status !== InspectionStatus.INSPECTION_STATUS_AWAITING_UPLOAD)
      throw failedPrecondition('This upload link has already been used.');
    if (report.claimId)
      throw new RpcError(status.ABORTED, 'This upload link is already in use by another upload.');
    report.claimId = randomUUID();
    return { claimId: report.claimId };
  }

  async releaseUpload(request: ReleaseUploadRequest) {
    const report = this.own(request.homeInspectionId);
    if (report.claimId === request.claimId) report.claimId = undefined;
    return {};
  }

  async completeUpload(request: CompleteUploadRequest) {
    this.completed.push(request.homeInspectionId);
    const report = this.own(request.homeInspectionId);
    const stat = await this.storage.statObject(BUCKET, report.objectKey).catch(() => undefined);
    if (!stat) throw failedPrecondition('Nothing was uploaded yet');
    const head = await this.readHead(report.objectKey);
    // 0: no size was announced (as the analyzer, which then measures the object)
    const mismatch = report.record.sizeBytes !== 0 && stat.size !== report.record.sizeBytes;
    if (mismatch || !head.startsWith('%PDF-')) {
      await this.storage.removeObject(BUCKET, report.objectKey);
      throw invalidArgument(mismatch ? SIZE_MISMATCH : NOT_A_REPORT);
    }
    report.record.status = InspectionStatus.INSPECTION_STATUS_QUEUED;
    report.record.expectedLong = stat.size > this.longAnalysisAboveBytes;
    return { homeInspection: report.record };
  }

  private async readHead(key: string): Promise<string> {
    const stream = await this.storage.getPartialObject(BUCKET, key, 0, 5);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('latin1');
  }

  async getHomeInspection(request: GetHomeInspectionRequest) {
    return { homeInspection: this.own(request.homeInspectionId).record };
  }

  async listHomeInspections(request: ListHomeInspectionsRequest) {
    const caller = requireCaller();
    const property = this.property.properties.find(
      (p) => p.id === request.propertyId && p.ownerId === caller.userId,
    );
    if (!property) throw notFound('Property not found');
    const homeInspections = this.reports
      .filter((r) => r.record.propertyId === property.id)
      .map((r) => r.record)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { homeInspections };
  }

  async listIssues(request: ListIssuesRequest) {
    const report = this.own(request.homeInspectionId);
    const issues = this.issues
      .filter((issue) => issue.homeInspectionId === report.record.id)
      .sort((a, b) => a.title.localeCompare(b.title));
    return { issues };
  }

  async explainIssue(request: ExplainIssueRequest) {
    const issue = this.issues.find((i) => i.id === request.issueId);
    if (!issue) throw notFound('Issue not found');
    this.own(issue.homeInspectionId);
    if (this.refusal) throw this.refusal;
    issue.details ??= {
      issueDetails: `${issue.title}: ${issue.description}`,
      estimatedFixPriceRange:
        issue.severity === Severity.SEVERITY_INFORMATIONAL ? undefined : { from: 150, to: 400 },
      recommendedActions: ['Ask a licensed contractor for a quote'],
      costSource:
        issue.severity === Severity.SEVERITY_INFORMATIONAL
          ? CostSource.COST_SOURCE_UNSPECIFIED
          : CostSource.COST_SOURCE_TYPICAL,
    };
    return { issue };
  }

  async retryAnalysis(request: RetryAnalysisRequest) {
    const report = this.own(request.homeInspectionId);
    if (this.refusal) throw this.refusal;
    if (report.record.status !== InspectionStatus.INSPECTION_STATUS_FAILED)
      throw failedPrecondition('Only a failed analysis can be run again.');
    report.record.status = InspectionStatus.INSPECTION_STATUS_QUEUED;
    report.record.failureReason = '';
    return { homeInspection: report.record };
  }

  async renderSummaryPdf(request: RenderSummaryPdfRequest) {
    const report = this.own(request.homeInspectionId);
    if (report.record.status !== InspectionStatus.INSPECTION_STATUS_ANALYZED)
      throw failedPrecondition('The report is not analyzed yet.');
    const pdf = Buffer.from(`%PDF-1.7\n% summary of ${report.record.id}\n%%EOF\n`, 'latin1');
    return { pdf, fileName: `home-inspection-summary-${report.record.id}.pdf` };
  }

  // As the analyzer: a GET URL only for an uploaded report of the caller's.
  async getReportFileUrl(request: GetReportFileUrlRequest) {
    const caller = requireCaller();
    const report = this.reports.find((r) => r.objectKey === request.objectKey && r.ownerId === caller.userId);
    if (!report || report.record.status === InspectionStatus.INSPECTION_STATUS_AWAITING_UPLOAD)
      throw notFound('Home inspection not found');
    return { url: await this.storage.presignedGetObject(BUCKET, report.objectKey, 300) };
  }
}
