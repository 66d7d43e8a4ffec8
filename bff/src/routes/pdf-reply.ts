// A document PDF answered with its ETag: a completed document's PDF never changes, so the browser may keep it and ask
// again with If-None-Match, and a match costs a 304 with no bytes (the documents service does not even read them).
import type { Request, Response } from 'express';
import { Reply } from './route';

/** The header a PDF route reads (its OpenAPI entry). */
export const IF_NONE_MATCH = {
  name: 'If-None-Match',
  description:
    "A completed document's PDF ETag from an earlier answer: 304 without the bytes when it is current",
  required: false,
};

/** The request's If-None-Match, as sent (several tags are one comma-separated header). */
export function ifNoneMatchOf(request: Request): string {
  return request.get('If-None-Match') ?? '';
}

/** The PDF, or 304 when the documents service found the caller's copy current; the ETag either way. */
export function pdfReply(
  response: Response,
  answer: { pdf?: Buffer; etag: string },
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): Reply {
  if (answer.etag) {
    response.setHeader('ETag', answer.etag);
    // Kept only by the buyer's own browser (never a shared cache) and revalidated at each use, which is cheap.
    response.setHeader('Cache-Control', 'private, no-cache');
  }
  if (!answer.pdf) return Reply.notModified();
  return Reply.file(answer.pdf, 'application/pdf', fileName, disposition);
}
