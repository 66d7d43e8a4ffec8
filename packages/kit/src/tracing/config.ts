import { z } from 'zod';

// Compose and charts set a variable to '' to mean "not set"; an empty endpoint must turn tracing off, not fail.
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The standard OpenTelemetry variables every process reads (services through serviceConfigShape, the BFF through
 * its own shape). No endpoint means no tracing at all: nothing is exported and no span is recorded.
 */
export const tracingConfigShape = {
  /** Base URL of an OTLP/HTTP receiver; traces go to `<endpoint>/v1/traces`. */
  OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(z.url()),
  /** The full traces URL, used as is; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: unsetWhenEmpty(z.url()),
  /** `service.name` on every span; defaults to the process's own name (SERVICE_NAME, or `bff`). */
  OTEL_SERVICE_NAME: unsetWhenEmpty(z.string().min(1)),
  /** `true` turns tracing off, whatever else is set. */
  OTEL_SDK_DISABLED: unsetWhenEmpty(z.enum(['true', 'false'])),
  /** Sampling of new traces; a trace continued from a caller always follows the caller's decision. */
  OTEL_TRACES_SAMPLER: unsetWhenEmpty(z.enum(['parentbased_always_on', 'parentbased_traceidratio'])),
  /** The ratio for `parentbased_traceidratio`, 0..1. */
  OTEL_TRACES_SAMPLER_ARG: unsetWhenEmpty(z.coerce.number().min(0).max(1)),
  /** Milliseconds between two exports of finished spans (batch processor). */
  OTEL_BSP_SCHEDULE_DELAY: unsetWhenEmpty(z.coerce.number().int().min(1).max(60_000)),
};

export type TracingConfig = z.infer<z.ZodObject<typeof tracingConfigShape>>;

/** What startTracing needs, resolved from the variables; undefined when tracing is off. */
export interface TracingSettings {
  serviceName: string;
  /** The OTLP/HTTP traces URL. */
  url: string;
  /** Ratio of new traces recorded (1 = all). */
  sampleRatio: number;
  scheduleDelayMs: number;
}

export function tracingSettings(
  config: TracingConfig,
  defaultServiceName: string,
): TracingSettings | undefined {
  if (config.OTEL_SDK_DISABLED === 'true') return undefined;
  const url =
    config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (config.OTEL_EXPORTER_OTLP_ENDPOINT &&
      `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/(?<!\/)\/+$/, '')}/v1/traces`);
  if (!url) return undefined;
  return {
    serviceName: config.OTEL_SERVICE_NAME ?? defaultServiceName,
    url,
    sampleRatio:
      config.OTEL_TRACES_SAMPLER === 'parentbased_traceidratio' ? (config.OTEL_TRACES_SAMPLER_ARG ?? 1) : 1,
    scheduleDelayMs: config.OTEL_BSP_SCHEDULE_DELAY ?? 5_000,
  };
}
