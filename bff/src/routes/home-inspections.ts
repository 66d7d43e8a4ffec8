// Home inspection reports (issue 10): the upload URL, the reports and their issues, the re-run and the summary PDF.
// The upload itself is `PUT /api/storage/*` (storage.ts).
import {
  explainIssueSchema,
  homeInspectionListResponseSchema,
  homeInspectionParamsSchema,
  homeInspectionResponseSchema,
  issueListResponseSchema,
  issueResponseSchema,
  presignedUrlResponseSchema,
  presignedUrlSchema,
  retryAnalysisSchema,
} from '../api/home-inspections';
import { propertyIdParamsSchema } from '../api/properties';
import { sameOriginUploadUrl } from '../storage/upload-url';
import { defineRoute, Reply } from './route';
import { requireOwnProperty } from './own-property';

export const homeInspectionRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/presigned_url',
    operationId: 'createUploadUrl',
    summary:
      "Where to PUT a home inspection report of one of the user's unlocked properties (pdf, docx or doc, up to " +
      '100 MB; `filename` URL-encoded). The answer is a same-origin URL under `/api/storage/` that expires. A locked ' +
      'property, or one that already had its two uploads, is 409.',
    tag: 'home inspections',
    auth: 'session',
    body: { schema: presignedUrlSchema, accepts: ['json'] },
    success: { status: 200, description: 'The upload URL', schema: presignedUrlResponseSchema },
    errors: [404, 409],
    protoFields: {
      property_id: 'property_id',
      file_name: 'filename',
      content_type: 'content_type',
      file_size: 'file_size',
    },
    async handle({ body, session, deps }) {
      const upload = await deps.clients.inspectionAnalyzer.createUploadUrl(session.accessToken, body);
      return { url: sameOriginUploadUrl(upload.url, deps.objectStorageEndpoint) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/properties/:id/home-inspections',
    operationId: 'listHomeInspections',
    summary: "Every home inspection report of one of the user's properties, newest first.",
    tag: 'home inspections',
    auth: 'session',
    params: propertyIdParamsSchema,
    success: { status: 200, description: 'The reports', schema: homeInspectionListResponseSchema },
    errors: [404],
    protoFields: { property_id: 'id' },
    async handle({ params, session, deps }) {
      await requireOwnProperty(deps, session.accessToken, params.id);
      return { home_inspections: await deps.clients.inspectionAnalyzer.list(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/home-inspections/:id',
    operationId: 'getHomeInspection',
    summary:
      "One of the user's reports: status, summary once analyzed, the reason of a failure, and per severity tier " +
      "the number of issues and their total estimated repair range. Another user's report is 404.",
    tag: 'home inspections',
    auth: 'session',
    params: homeInspectionParamsSchema,
    success: { status: 200, description: 'The report', schema: homeInspectionResponseSchema },
    errors: [404],
    protoFields: { home_inspection_id: 'id' },
    async handle({ params, session, deps }) {
      return { home_inspection: await deps.clients.inspectionAnalyzer.get(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/home-inspections/:id/issues',
    operationId: 'listHomeInspectionIssues',
    summary:
      "The issues found in one of the user's reports, sorted by title; `details` is null until explained.",
    tag: 'home inspections',
    auth: 'session',
    params: homeInspectionParamsSchema,
    success: { status: 200, description: 'The issues', schema: issueListResponseSchema },
    errors: [404],
    protoFields: { home_inspection_id: 'id' },
    async handle({ params, session, deps }) {
      return { issues: await deps.clients.inspectionAnalyzer.issues(session.accessToken, params.id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/property/home-inspection-issue',
    operationId: 'explainHomeInspectionIssue',
    summary:
      "The spec's single-issue call: fills one issue's details (explanation, estimated repair range, recommended " +
      "actions), stored for next time. 429 (with Retry-After) when the user's analysis budget for today is spent.",
    tag: 'home inspections',
    auth: 'session',
    body: { schema: explainIssueSchema, accepts: ['json'] },
    success: { status: 200, description: 'The issue with its details', schema: issueResponseSchema },
    errors: [404, 429],
    protoFields: { issue_id: 'issue_id' },
    async handle({ body, session, deps }) {
      return {
        issue: await deps.clients.inspectionAnalyzer.explainIssue(session.accessToken, body.issue_id),
      };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/property/home-inspection-analyze',
    operationId: 'retryHomeInspectionAnalysis',
    summary:
      'Queue a failed analysis again: 409 unless the report failed, when its retries or its analysis budget are ' +
      "spent (the message says which); 429 (with Retry-After) when the user's analysis budget for today is spent.",
    tag: 'home inspections',
    auth: 'session',
    body: { schema: retryAnalysisSchema, accepts: ['json'] },
    success: { status: 202, description: 'Queued again', schema: homeInspectionResponseSchema },
    errors: [404, 409, 429],
    protoFields: { home_inspection_id: 'home_inspection_id' },
    async handle({ body, session, deps }) {
      return {
        home_inspection: await deps.clients.inspectionAnalyzer.retry(
          session.accessToken,
          body.home_inspection_id,
        ),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/home-inspections/:id/report.pdf',
    operationId: 'downloadHomeInspectionSummary',
    summary: "The Report Summary of one of the user's analyzed reports, as a PDF download.",
    tag: 'home inspections',
    auth: 'session',
    params: homeInspectionParamsSchema,
    success: { status: 200, description: 'The Report Summary', contentType: 'application/pdf' },
    errors: [404, 409],
    protoFields: { home_inspection_id: 'id' },
    async handle({ params, session, deps }) {
      const summary = await deps.clients.inspectionAnalyzer.summaryPdf(session.accessToken, params.id);
      return Reply.file(summary.pdf, 'application/pdf', summary.fileName || 'home-inspection-summary.pdf');
    },
  }),
];
