import { Metadata } from '@grpc/grpc-js';
import { createTraceState, ROOT_CONTEXT, trace, TraceFlags, type Context } from '@opentelemetry/api';
import {
  CE_TRACE_HEADER,
  cloudEventTraceHeaders,
  contextFromCloudEventHeaders,
  contextFromMetadata,
  contextFromTraceContext,
  injectIntoMetadata,
  traceContextOf,
} from './propagation';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${SPAN_ID}-01`;

function contextWithSpan(tracestate?: string): Context {
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId: TRACE_ID,
    spanId: SPAN_ID,
    traceFlags: TraceFlags.SAMPLED,
    traceState: tracestate === undefined ? undefined : createTraceState(tracestate),
  });
}

function remoteParentOf(context: Context) {
  const spanContext = trace.getSpanContext(context);
  return spanContext && { ...spanContext, traceState: spanContext.traceState?.serialize() };
}

describe('trace context of a context', () => {
  it('is the W3C traceparent of the active span', () => {
    expect(traceContextOf(contextWithSpan())).toEqual({ traceparent: TRACEPARENT });
  });

  it('is empty without a span, so an untraced process forwards nothing', () => {
    expect(traceContextOf(ROOT_CONTEXT)).toEqual({});
  });

  it('starts a new trace from a missing or malformed traceparent instead of failing', () => {
    expect(trace.getSpanContext(contextFromTraceContext({}))).toBeUndefined();
    expect(
      trace.getSpanContext(contextFromTraceContext({ traceparent: 'not-a-traceparent' })),
    ).toBeUndefined();
    expect(
      trace.getSpanContext(contextFromTraceContext({ traceparent: `00-${'0'.repeat(32)}-${SPAN_ID}-01` })),
    ).toBeUndefined();
  });
});

describe('CloudEvents Kafka headers', () => {
  it('carry the distributed-tracing extension as ce_traceparent and ce_tracestate', () => {
    expect(cloudEventTraceHeaders(contextWithSpan('vendor=abc'))).toEqual({
      [CE_TRACE_HEADER.traceparent]: TRACEPARENT,
      [CE_TRACE_HEADER.tracestate]: 'vendor=abc',
    });
    expect(cloudEventTraceHeaders(ROOT_CONTEXT)).toEqual({});
  });

  it('give the consumer the producer span as its remote parent, from the Buffers kafkajs hands over', () => {
    const headers = {
      ce_id: Buffer.from('event-1'),
      ce_traceparent: Buffer.from(TRACEPARENT),
      ce_tracestate: [Buffer.from('vendor=abc')],
    };
    expect(remoteParentOf(contextFromCloudEventHeaders(headers))).toEqual({
      traceId: TRACE_ID,
      spanId: SPAN_ID,
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
      traceState: 'vendor=abc',
    });
  });

  it('also read a bare traceparent header, as producers outside this repository write it', () => {
    const context = contextFromCloudEventHeaders({ traceparent: Buffer.from(TRACEPARENT) });
    expect(trace.getSpanContext(context)).toMatchObject({ traceId: TRACE_ID, spanId: SPAN_ID });
  });

  it('without trace headers leave the consumer at the root of a new trace', () => {
    expect(trace.getSpanContext(contextFromCloudEventHeaders({ ce_id: Buffer.from('x') }))).toBeUndefined();
    expect(trace.getSpanContext(contextFromCloudEventHeaders(undefined))).toBeUndefined();
  });

  it('round-trip: what a producer writes is what the consumer continues', () => {
    const headers = Object.fromEntries(
      Object.entries(cloudEventTraceHeaders(contextWithSpan())).map(([name, value]) => [
        name,
        Buffer.from(value),
      ]),
    );
    expect(trace.getSpanContext(contextFromCloudEventHeaders(headers))).toMatchObject({
      traceId: TRACE_ID,
      spanId: SPAN_ID,
      isRemote: true,
    });
  });
});

describe('gRPC metadata', () => {
  it('carries traceparent and tracestate from the client span to the server', () => {
    const metadata = new Metadata();
    injectIntoMetadata(metadata, contextWithSpan('vendor=abc'));
    expect(metadata.get('traceparent')).toEqual([TRACEPARENT]);
    expect(metadata.get('tracestate')).toEqual(['vendor=abc']);
    expect(remoteParentOf(contextFromMetadata(metadata))).toEqual({
      traceId: TRACE_ID,
      spanId: SPAN_ID,
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
      traceState: 'vendor=abc',
    });
  });

  it('adds nothing outside a span, and the server then starts a trace of its own', () => {
    const metadata = new Metadata();
    injectIntoMetadata(metadata, ROOT_CONTEXT);
    expect(metadata.getMap()).toEqual({});
    expect(trace.getSpanContext(contextFromMetadata(metadata))).toBeUndefined();
  });
});
