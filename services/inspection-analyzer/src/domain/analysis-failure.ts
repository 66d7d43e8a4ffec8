// How the analysis pipeline tells "this file can never be analyzed" from "try again later".
import type { ExtractedReport } from './report';

/**
 * Text of a report, or UnreadableReportError; the port text extraction implements (src/providers/text-extraction/).
 * `signal` abandons the extraction: its work ends and it rejects with the signal's reason.
 */
export type ExtractReportText = (
  file: Buffer,
  contentType: string,
  options?: { signal?: AbortSignal | undefined },
) => Promise<ExtractedReport>;

/**
 * Thrown by extraction (or an engine) for a file no retry can help: broken, hostile (over the time or memory
 * limit), encrypted, empty, a scan without text. `reason` is shown to the buyer as it is.
 */
export class UnreadableReportError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnreadableReportError';
  }
}

/**
 * An UnreadableReportError, also one rebuilt on the far side of a worker thread (where `instanceof` no longer holds):
 * any error named so with a reason.
 */
export function unreadableReason(error: unknown): string | undefined {
  if (error instanceof UnreadableReportError) return error.reason;
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'UnreadableReportError'
  ) {
    const { reason, message } = error as { reason?: unknown; message?: unknown };
    if (typeof reason === 'string' && reason.trim()) return reason;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export const ANALYSIS_FAILURES = {
  noText: 'We could not find any text in this report.',
  gaveUp: 'We could not analyze this report. Please try again later or upload it again.',
  tooLarge: 'This report is too large to analyze.',
  // The engine ran out of its time or memory budget on this report's text: retrying would only do it again.
  tooSlow:
    'Analyzing this report took too long, so we stopped. Please upload the report as your inspector sent it (a text PDF or DOCX).',
  tooComplex:
    'This report is too large or too complex for us to analyze. Please upload the report as your inspector sent it (a text PDF or DOCX).',
  missing: 'The uploaded file is no longer available. Please upload it again.',
} as const;

/** A report with no line of text is not analyzable, whatever the extractor thought. */
export function hasText(report: ExtractedReport): boolean {
  return report.pages.some((page) => page.lines.some((line) => line.trim() !== ''));
}
