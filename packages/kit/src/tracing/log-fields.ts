import { context as contextApi, isSpanContextValid, trace, type Context } from '@opentelemetry/api';

/** `trace_id` and `span_id` join a log line to its trace in Jaeger. */
export interface TraceLogFields {
  trace_id?: string;
  span_id?: string;
}

/**
 * The log fields of the span in `context` (default: the active one); empty outside a trace. The logger adds them to
 * every line written inside a span; a line written after its span's context is gone (a request's line written when
 * the response closes) takes them when the work starts and passes them itself.
 */
export function traceLogFields(context: Context = contextApi.active()): TraceLogFields {
  const spanContext = trace.getSpan(context)?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
