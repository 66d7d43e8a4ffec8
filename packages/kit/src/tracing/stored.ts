import {
  context as contextApi,
  INVALID_SPAN_CONTEXT,
  SpanKind,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { contextFromTraceContext, traceContextOf } from './propagation';
import { isTracingEnabled, tracer } from './provider';
import { recordFailure } from './spans';

/*
 * Work queued in a table (an outbox row, an outgoing e-mail) is done later by a background loop that runs outside
 * any trace. The row keeps the `traceparent` of the span that queued it, and the later work runs in a span under
 * it, so the trace goes on from where the work was queued. The outbox relay and any service's own queue do it
 * the same way, with the W3C format of propagation.ts.
 */

/** The traceparent to store with a row queued now: the active span's, undefined outside a trace. */
export function activeTraceparent(): string | undefined {
  return traceContextOf().traceparent;
}

export interface StoredTraceSpan {
  name: string;
  /** `client` for a call to a server outside Homeward (SMTP); default `internal`. */
  kind?: 'internal' | 'client';
  /** Ids and bounded values only: a span is read by whoever reads traces. */
  attributes?: Attributes;
}

/**
 * Runs `work` as the active span `span`, a child of the span `traceparent` names (a new trace when it is missing or
 * malformed, as for a row queued untraced), so its queries and log lines belong to that trace too. A throw marks
 * the span failed and is rethrown; a failure `work` handles itself it marks with `recordFailure(span, error)`.
 * With tracing off, `work` runs as is, with a span that records nothing.
 */
export async function inStoredTrace<T>(
  traceparent: string | null | undefined,
  span: StoredTraceSpan,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  if (!isTracingEnabled()) return work(trace.wrapSpanContext(INVALID_SPAN_CONTEXT));
  const started = tracer().startSpan(
    span.name,
    { kind: span.kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL, attributes: span.attributes },
    contextFromTraceContext({ traceparent: traceparent ?? undefined }),
  );
  try {
    return await contextApi.with(trace.setSpan(contextApi.active(), started), () => work(started));
  } catch (error) {
    recordFailure(started, error);
    throw error;
  } finally {
    started.end();
  }
}
