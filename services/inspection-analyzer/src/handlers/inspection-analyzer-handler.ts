import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  BeginUploadRequest,
  BeginUploadResponse,
  CompleteUploadRequest,
  CompleteUploadResponse,
  CreateUploadUrlRequest,
  CreateUploadUrlResponse,
  ExplainIssueRequest,
  ExplainIssueResponse,
  GetHomeInspectionRequest,
  GetHomeInspectionResponse,
  GetReportFileUrlRequest,
  GetReportFileUrlResponse,
  InspectionAnalyzerServiceServer,
  ListHomeInspectionsRequest,
  ListHomeInspectionsResponse,
  ListIssuesRequest,
  ListIssuesResponse,
  RenderSummaryPdfRequest,
  ReleaseUploadRequest,
  ReleaseUploadResponse,
  RenderSummaryPdfResponse,
  RetryAnalysisRequest,
  RetryAnalysisResponse,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import type { ReportFiles } from '../application/report-files';
import type { Reports } from '../application/reports';
import type { Uploads } from '../application/uploads';
import { INSPECTION_MESSAGES } from '../domain/errors';
import { severityTotals } from '../domain/inspection';
import { answering } from './errors';
import { toProtoHomeInspection, toProtoIssue } from './home-inspection-message';
import { idOf, uploadRequestOf } from './requests';

export interface InspectionAnalyzerHandlerDeps {
  uploads: Uploads;
  reports: Reports;
  reportFiles: ReportFiles;
}

const inspectionId = (value: string) =>
  idOf('home_inspection_id', value, INSPECTION_MESSAGES.inspectionNotFound);

/** homeward.inspection_analyzer.v1.InspectionAnalyzerService: parse the request, call one use case, map the answer. */
export class InspectionAnalyzerHandler implements AsyncService<InspectionAnalyzerServiceServer> {
  constructor(private readonly deps: InspectionAnalyzerHandlerDeps) {}

  async createUploadUrl(request: CreateUploadUrlRequest): Promise<CreateUploadUrlResponse> {
    const caller = requireCaller();
    const upload = await answering(
      this.deps.uploads.createUploadUrl(caller.userId, uploadRequestOf(request)),
    );
    return {
      url: upload.url,
      homeInspectionId: upload.inspection.id,
      expiresInSeconds: upload.expiresInSeconds,
      lastUpload: upload.lastUpload,
    };
  }

  async beginUpload(request: BeginUploadRequest): Promise<BeginUploadResponse> {
    const caller = requireCaller();
    const id = inspectionId(request.homeInspectionId);
    return { claimId: await answering(this.deps.uploads.beginUpload(caller.userId, id)) };
  }

  async releaseUpload(request: ReleaseUploadRequest): Promise<ReleaseUploadResponse> {
    const caller = requireCaller();
    const id = inspectionId(request.homeInspectionId);
    // a claim id that is no UUID names no claim: there is nothing of the caller's to release
    const claimId = idOf('claim_id', request.claimId, INSPECTION_MESSAGES.inspectionNotFound);
    await answering(this.deps.uploads.releaseUpload(caller.userId, id, claimId));
    return {};
  }

  async completeUpload(request: CompleteUploadRequest): Promise<CompleteUploadResponse> {
    const caller = requireCaller();
    const id = inspectionId(request.homeInspectionId);
    const inspection = await answering(this.deps.uploads.completeUpload(caller.userId, id));
    // Just uploaded: no issues yet. A repeated completion of an analyzed report reads its totals.
    const view =
      inspection.status === 'analyzed'
        ? await answering(this.deps.reports.get(caller.userId, id))
        : { inspection, totals: severityTotals([]) };
    return { homeInspection: toProtoHomeInspection(view) };
  }

  async getHomeInspection(request: GetHomeInspectionRequest): Promise<GetHomeInspectionResponse> {
    const caller = requireCaller();
    const view = await answering(
      this.deps.reports.get(caller.userId, inspectionId(request.homeInspectionId)),
    );
    return { homeInspection: toProtoHomeInspection(view) };
  }

  async listHomeInspections(request: ListHomeInspectionsRequest): Promise<ListHomeInspectionsResponse> {
    const caller = requireCaller();
    const propertyId = idOf('property_id', request.propertyId, INSPECTION_MESSAGES.propertyNotFound);
    const views = await answering(this.deps.reports.list(caller.userId, propertyId));
    return { homeInspections: views.map(toProtoHomeInspection) };
  }

  async listIssues(request: ListIssuesRequest): Promise<ListIssuesResponse> {
    const caller = requireCaller();
    const issues = await answering(
      this.deps.reports.issues(caller.userId, inspectionId(request.homeInspectionId)),
    );
    return { issues: issues.map(toProtoIssue) };
  }

  async explainIssue(request: ExplainIssueRequest): Promise<ExplainIssueResponse> {
    const caller = requireCaller();
    const id = idOf('issue_id', request.issueId, INSPECTION_MESSAGES.issueNotFound);
    return { issue: toProtoIssue(await answering(this.deps.reports.explain(caller.userId, id))) };
  }

  async retryAnalysis(request: RetryAnalysisRequest): Promise<RetryAnalysisResponse> {
    const caller = requireCaller();
    const view = await answering(
      this.deps.reports.retry(caller.userId, inspectionId(request.homeInspectionId)),
    );
    return { homeInspection: toProtoHomeInspection(view) };
  }

  async renderSummaryPdf(request: RenderSummaryPdfRequest): Promise<RenderSummaryPdfResponse> {
    const caller = requireCaller();
    const { pdf, fileName } = await answering(
      this.deps.reports.summaryPdf(caller.userId, inspectionId(request.homeInspectionId)),
    );
    return { pdf, fileName };
  }

  async getReportFileUrl(request: GetReportFileUrlRequest): Promise<GetReportFileUrlResponse> {
    const caller = requireCaller();
    const objectKey = request.objectKey.slice(0, 1024);
    return { url: await answering(this.deps.reportFiles.downloadUrl(caller.userId, objectKey)) };
  }
}
