// What can go wrong when reading an uploaded report, in words a buyer can act on. The analyzer stores `message` as
// the report's failure_reason, so it never carries library internals (those go to `detail`, for logs only).

export const EXTRACTION_ERROR_KINDS = ['unreadable', 'too_large', 'timeout', 'no_text', 'encrypted'] as const;
export type ExtractionErrorKind = (typeof EXTRACTION_ERROR_KINDS)[number];

export const BUYER_MESSAGES: Record<ExtractionErrorKind, string> = {
  unreadable:
    "We couldn't read this file. It may be damaged or not really a PDF, DOCX or DOC. Please upload the report your inspector sent.",
  too_large:
    'This report is too large or too complex for us to read. Please upload the text PDF your inspector sent, or a DOCX.',
  timeout: 'Reading this report took too long. Please upload the text PDF your inspector sent, or a DOCX.',
  no_text:
    'This PDF has no text layer (it looks like a scan). Please upload the text PDF your inspector sent, or a DOCX.',
  encrypted:
    'This file is password-protected. Please upload an unprotected copy of the report (the text PDF your inspector sent, or a DOCX).',
};

export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';

  constructor(
    readonly kind: ExtractionErrorKind,
    /** For logs: what the parser said. Never shown to the buyer. */
    readonly detail?: string,
    message: string = BUYER_MESSAGES[kind],
  ) {
    super(message);
  }
}

export function isExtractionErrorKind(value: unknown): value is ExtractionErrorKind {
  return typeof value === 'string' && (EXTRACTION_ERROR_KINDS as readonly string[]).includes(value);
}
