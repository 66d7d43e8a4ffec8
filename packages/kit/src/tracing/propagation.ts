import {
  context as contextApi,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Context,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { Metadata } from '@grpc/grpc-js';
import type { IHeaders } from 'kafkajs';
import { headerText } from '../events/cloudevents';

/**
 * W3C trace context (`traceparent`, `tracestate`) in the three places a Homeward trace crosses a process: gRPC
 * metadata, CloudEvents Kafka headers, and the outbox row that waits between a transaction and the relay. The
 * propagator is used directly rather than through the global one, so these helpers behave the same whether or not
 * this process records spans: a process with tracing off forwards nothing, since it has no span to name.
 */
const w3c = new W3CTraceContextPropagator();

export const TRACEPARENT = 'traceparent';
export const TRACESTATE = 'tracestate';

/**
 * The CloudEvents distributed-tracing extension's attributes as Kafka headers: the Kafka binding prefixes every
 * attribute with `ce_`. A bare `traceparent` header (what OpenTelemetry's own Kafka instrumentation writes) is read
 * too, so events from producers outside this repository still join their trace.
 */
export const CE_TRACE_HEADER = { traceparent: 'ce_traceparent', tracestate: 'ce_tracestate' } as const;

export interface TraceContextFields {
  traceparent?: string;
  tracestate?: string;
}

/** The trace context of `context` (default: the active one); empty when no valid span is in it. */
export function traceContextOf(context: Context = contextApi.active()): TraceContextFields {
  const carrier: Record<string, string> = {};
  w3c.inject(context, carrier, defaultTextMapSetter);
  const fields: TraceContextFields = {};
  if (carrier[TRACEPARENT]) fields.traceparent = carrier[TRACEPARENT];
  if (carrier[TRACESTATE]) fields.tracestate = carrier[TRACESTATE];
  return fields;
}

/**
 * `base` with the remote span named by `traceparent` as its parent; `base` itself when the value is missing or
 * malformed (a bad header starts a new trace, it never fails the call or the event).
 */
export function contextFromTraceContext(fields: TraceContextFields, base: Context = ROOT_CONTEXT): Context {
  if (!fields.traceparent) return base;
  return w3c.extract(base, fields, defaultTextMapGetter);
}

/** The trace context headers of an event published inside `context`. */
export function cloudEventTraceHeaders(context: Context): Record<string, string> {
  const fields = traceContextOf(context);
  const headers: Record<string, string> = {};
  if (fields.traceparent) headers[CE_TRACE_HEADER.traceparent] = fields.traceparent;
  if (fields.tracestate) headers[CE_TRACE_HEADER.tracestate] = fields.tracestate;
  return headers;
}

/** The context a consumer continues: the producer's span as parent, or the root when the event carries none. */
export function contextFromCloudEventHeaders(headers: IHeaders | undefined): Context {
  const traceparent = headerText(headers, CE_TRACE_HEADER.traceparent) ?? headerText(headers, TRACEPARENT);
  const tracestate = headerText(headers, CE_TRACE_HEADER.tracestate) ?? headerText(headers, TRACESTATE);
  return contextFromTraceContext({ traceparent, tracestate });
}

export function injectIntoMetadata(metadata: Metadata, context: Context): void {
  const fields = traceContextOf(context);
  if (fields.traceparent) metadata.set(TRACEPARENT, fields.traceparent);
  if (fields.tracestate) metadata.set(TRACESTATE, fields.tracestate);
}

export function contextFromMetadata(metadata: Metadata): Context {
  const text = (key: string) => {
    const value = metadata.get(key)[0];
    return typeof value === 'string' ? value : undefined;
  };
  return contextFromTraceContext({ traceparent: text(TRACEPARENT), tracestate: text(TRACESTATE) });
}
