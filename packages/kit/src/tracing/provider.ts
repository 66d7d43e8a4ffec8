import { context, propagation, trace, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import type { TracingSettings } from './config';

const TRACER_NAME = '@homeward/kit';

export interface RunningTracing {
  /** Exports what is still buffered, then stops recording. */
  stop(): Promise<void>;
}

let running: { provider: BasicTracerProvider; tracer: Tracer } | undefined;

/** The tracer every kit span comes from: the API's no-op one while tracing is off. */
export function tracer(): Tracer {
  return running?.tracer ?? trace.getTracer(TRACER_NAME);
}

/** Whether spans are being recorded; the kit's hooks return at once when not, so disabled tracing costs nothing. */
export function isTracingEnabled(): boolean {
  return running !== undefined;
}

/**
 * Registers the process-wide tracer provider: spans are batched and exported over OTLP/HTTP (JSON) to
 * `settings.url`, the active span follows async calls (AsyncLocalStorage), and W3C trace context is the propagation
 * format. Tests pass `exporter` to collect spans in memory instead (exported one by one, synchronously).
 */
export function startTracing(
  settings: Pick<TracingSettings, 'serviceName'> & Partial<TracingSettings>,
  exporter?: SpanExporter,
): RunningTracing {
  if (running) throw new Error('tracing is already started in this process');
  const spanProcessor = exporter
    ? new SimpleSpanProcessor(exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }), {
        scheduledDelayMillis: settings.scheduleDelayMs ?? 5_000,
      });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio ?? 1) }),
    spanProcessors: [spanProcessor],
  });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  running = { provider, tracer: provider.getTracer(TRACER_NAME) };
  return {
    async stop() {
      if (running?.provider !== provider) return;
      running = undefined;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
