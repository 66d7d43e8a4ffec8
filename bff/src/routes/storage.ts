// The browser's upload of a report: `PUT /api/storage/<bucket>/<key>?<signature>` (the URL `POST /api/presigned_url`
// handed out), streamed to the object store, then checked and queued by the analyzer.
import { apiErrorSchema } from '../api/errors';
import {
  homeInspectionResponseSchema,
  MAX_REPORT_BYTES,
  UPLOAD_IN_PROGRESS_ERROR,
  UPLOAD_MESSAGES,
  UPLOAD_URL_EXPIRED_ERROR,
  UPLOAD_URL_USED_ERROR,
} from '../api/home-inspections';
import { grpcCodeOf } from '../http/grpc-errors';
import { badRequest, HttpError, notFound, payloadTooLarge } from '../http/http-error';
import type { StorageAnswer } from '../storage/upload-proxy';
import { STORAGE_ROUTE_PREFIX, uploadTargetOf } from '../storage/upload-url';
import { status } from '@grpc/grpc-js';
import type { RequestHandler } from 'express';
import { defineRoute, Reply, type RouteDeps } from './route';

export const uploadUrlExpired = () =>
  new HttpError(403, UPLOAD_URL_EXPIRED_ERROR, UPLOAD_MESSAGES.urlExpired);
export const uploadUrlUsed = () => new HttpError(409, UPLOAD_URL_USED_ERROR, UPLOAD_MESSAGES.urlUsed);
export const uploadUrlInUse = () => new HttpError(409, UPLOAD_IN_PROGRESS_ERROR, UPLOAD_MESSAGES.urlInUse);
export const storageFailed = () => new HttpError(502, 'storage_failed', UPLOAD_MESSAGES.storageFailed);

/** The declared size, refused (413) when missing or over the limit, so nothing too large is ever sent on. */
export function declaredUploadSize(contentLength: string | undefined): number {
  if (contentLength === undefined || !/^\d{1,15}$/.test(contentLength))
    throw payloadTooLarge(UPLOAD_MESSAGES.lengthRequired);
  const size = Number(contentLength);
  if (size > MAX_REPORT_BYTES) throw payloadTooLarge(UPLOAD_MESSAGES.tooLarge);
  return size;
}

/** The store's refusal in the buyer's terms: 403 is its word for an expired or altered signature. */
export function storageFailure(answer: Exclude<StorageAnswer, { outcome: 'stored' }>): HttpError {
  if (answer.outcome === 'refused' && answer.status === 403) return uploadUrlExpired();
  if (answer.outcome === 'aborted') return badRequest('Upload aborted');
  return storageFailed();
}

/**
 * One URL, one upload: the presigned URL stays valid at the store until it expires, so a second PUT, after the
 * analyzer accepted the first or while the first is still streaming, would replace a checked object (or the one
 * being checked) with an unchecked one. The analyzer claims the upload atomically before a byte is sent on.
 */
async function claimUpload(deps: RouteDeps, accessToken: string, homeInspectionId: string): Promise<string> {
  try {
    return await deps.clients.inspectionAnalyzer.beginUpload(accessToken, homeInspectionId);
  } catch (error) {
    const code = grpcCodeOf(error);
    if (code === status.FAILED_PRECONDITION) throw uploadUrlUsed();
    if (code === status.ABORTED) throw uploadUrlInUse();
    throw error;
  }
}

/** The store kept nothing: the claim goes back so the buyer may try the same URL again. */
async function releaseClaim(deps: RouteDeps, accessToken: string, homeInspectionId: string, claimId: string) {
  try {
    await deps.clients.inspectionAnalyzer.releaseUpload(accessToken, homeInspectionId, claimId);
  } catch (error) {
    // the URL stays claimed until it expires (the clean-up job forgets it then); the buyer can start a new upload
    deps.logger.warn({ err: error, homeInspectionId }, 'could not release an upload claim');
  }
}

/**
 * Express refuses/**
 * Express refuses a path that does not URL-decode (400 'Malformed URL') before any route runs; under
 * `/api/storage/` such a path names no upload, so it is 404 like every other unknown upload URL. Mounted ahead of
 * the routes.
 */
export function undecodableUploadPathIsNotFound(): RequestHandler {
  return (request, _response, next) => {
    try {
      request.path.split('/').forEach((segment) => decodeURIComponent(segment));
      next();
    } catch {
      next(notFound(UPLOAD_MESSAGES.unknownUpload));
    }
  };
}

export const storageRoutes = [
  defineRoute({
    method: 'put',
    path: `${STORAGE_ROUTE_PREFIX}/:bucket/*key`,
    operationId: 'uploadHomeInspectionReport',
    summary:
      'Upload a report to the URL `POST /api/presigned_url` gave (the body is the file, up to 100 MB, with its ' +
      'Content-Type and Content-Length). It is streamed to object storage, then checked (size, PDF/DOCX/DOC bytes: ' +
      'a file that is not what it claims is deleted, 400) and queued for analysis: 202 when the analysis is ' +
      "expected to take long (the buyer is told by e-mail and in-app notice), else 201. Another user's upload URL " +
      "is 404; an expired one is 403 with error 'upload_url_expired'; one whose upload was already accepted is 409 " +
      "with error 'upload_url_used', and one another PUT is sending at the same moment is 409 with error " +
      "'upload_in_progress' (one URL, one upload).",
    tag: 'home inspections',
    auth: 'session',
    streamBody: { mediaType: 'application/octet-stream', description: 'The report file, byte for byte' },
    headers: [{ name: 'Content-Length', required: true, description: 'The file size (at most 104857600)' }],
    success: { status: 201, description: 'Uploaded and queued', schema: homeInspectionResponseSchema },
    extraResponses: {
      202: {
        description: 'Uploaded and queued; the analysis is expected to take long',
        schema: homeInspectionResponseSchema,
      },
      502: { description: 'Object storage failed to keep the file', schema: apiErrorSchema },
    },
    errors: [400, 403, 404, 409, 413],
    protoFields: { home_inspection_id: 'url' },
    async handle({ request, response, session, deps }) {
      const target = uploadTargetOf(request.originalUrl, session.userId);
      if (!target) throw notFound(UPLOAD_MESSAGES.unknownUpload);
      declaredUploadSize(request.get('content-length'));
      const claimId = await claimUpload(deps, session.accessToken, target.homeInspectionId);
      const answer = await deps.uploadProxy.forward(
        request,
        response,
        target.upstreamPath,
        target.signedHeaders,
      );
      if (answer.outcome !== 'stored') {
        await releaseClaim(deps, session.accessToken, target.homeInspectionId, claimId);
        if (answer.outcome !== 'aborted')
          deps.logger.warn({ storage: answer }, 'object storage did not keep an upload');
        throw storageFailure(answer);
      }
      const homeInspection = await deps.clients.inspectionAnalyzer.completeUpload(
        session.accessToken,
        target.homeInspectionId,
      );
      return Reply.json({ home_inspection: homeInspection }, homeInspection.expected_long ? 202 : 201);
    },
  }),
];
