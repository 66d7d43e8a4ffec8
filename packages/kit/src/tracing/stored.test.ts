import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing, tracer, type RunningTracing } from './provider';
import { failSpan } from './spans';
import { activeTraceparent, inStoredTrace } from './stored';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${SPAN_ID}-01`;

describe('with tracing off', () => {
  it('stores nothing and runs the work with a span that records nothing', async () => {
    expect(activeTraceparent()).toBeUndefined();
    const recording = await inStoredTrace(TRACEPARENT, { name: 'work' }, async (span) => span.isRecording());
    expect(recording).toBe(false);
  });
});

describe('with tracing on', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: RunningTracing;

  beforeAll(() => {
    tracing = startTracing({ serviceName: 'stored-trace-test' }, exporter);
  });
  afterEach(() => exporter.reset());
  afterAll(() => tracing.stop());

  it('stores the active span as a traceparent, and nothing outside a span', () => {
    expect(activeTraceparent()).toBeUndefined();
    const queuing = tracer().startSpan('queue');
    const { traceId, spanId } = queuing.spanContext();
    expect(context.with(trace.setSpan(context.active(), queuing), activeTraceparent)).toBe(
      `00-${traceId}-${spanId}-01`,
    );
    queuing.end();
  });

  it('runs the work later as the active span, a child of the stored one', async () => {
    const result = await inStoredTrace(
      TRACEPARENT,
      { name: 'email send', kind: 'client', attributes: { 'homeward.email.template': 'verify_email' } },
      async (span) => {
        expect(trace.getActiveSpan()).toBe(span);
        return 'sent';
      },
    );
    expect(result).toBe('sent');
    const [span, ...others] = exporter.getFinishedSpans();
    expect(others).toEqual([]);
    expect(span).toMatchObject({
      name: 'email send',
      kind: SpanKind.CLIENT,
      parentSpanContext: { traceId: TRACE_ID, spanId: SPAN_ID, isRemote: true },
      attributes: { 'homeward.email.template': 'verify_email' },
      status: { code: SpanStatusCode.UNSET },
    });
    expect(span!.spanContext().traceId).toBe(TRACE_ID);
  });

  it('starts a trace of its own for a row queued untraced or with a malformed value', async () => {
    await inStoredTrace(null, { name: 'untraced' }, async () => undefined);
    await inStoredTrace('garbage', { name: 'malformed' }, async () => undefined);
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => [span.name, span.kind, span.parentSpanContext])).toEqual([
      ['untraced', SpanKind.INTERNAL, undefined],
      ['malformed', SpanKind.INTERNAL, undefined],
    ]);
  });

  it('marks the span failed when the work throws, and rethrows', async () => {
    await expect(
      inStoredTrace(TRACEPARENT, { name: 'email send' }, async () => {
        throw new Error('connection refused');
      }),
    ).rejects.toThrow('connection refused');
    expect(exporter.getFinishedSpans()[0]).toMatchObject({
      status: { code: SpanStatusCode.ERROR, message: 'connection refused' },
      ended: true,
    });
  });

  it('lets the work mark a failure it handled in its own words, with nothing from the error', async () => {
    await inStoredTrace(TRACEPARENT, { name: 'email send' }, async (span) => {
      failSpan(span, 'rejected by the mail server');
    });
    const [span] = exporter.getFinishedSpans();
    expect(span).toMatchObject({
      status: { code: SpanStatusCode.ERROR, message: 'rejected by the mail server' },
      events: [],
    });
  });
});
