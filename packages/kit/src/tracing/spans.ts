import { SpanStatusCode, type Span } from '@opentelemetry/api';

/** Marks a span failed with the error as an event; the error's message only, never the data that caused it. */
export function recordFailure(span: Span, error: unknown): void {
  if (!span.isRecording()) return;
  if (error instanceof Error) span.recordException(error);
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * Marks a span failed with a reason of the caller's words, for a failure whose error text may hold personal data (an
 * SMTP rejection quotes the recipient's address): no exception event, nothing from the error.
 */
export function failSpan(span: Span, reason: string): void {
  if (!span.isRecording()) return;
  span.setStatus({ code: SpanStatusCode.ERROR, message: reason });
}
