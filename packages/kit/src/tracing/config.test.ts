import { loadConfig } from '../config';
import { tracingConfigShape, tracingSettings } from './config';

const settingsFor = (env: Record<string, string>) =>
  tracingSettings(loadConfig(tracingConfigShape, env), 'property');

describe('tracing settings', () => {
  it('are off without an endpoint, so a local stack exports nowhere by default', () => {
    expect(settingsFor({})).toBeUndefined();
    expect(settingsFor({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBeUndefined();
  });

  it('send traces to <endpoint>/v1/traces, named after the process unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(settingsFor({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      serviceName: 'property',
      url: 'http://collector:4318/v1/traces',
      sampleRatio: 1,
      scheduleDelayMs: 5_000,
    });
    expect(
      settingsFor({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_SERVICE_NAME: 'homeward-property',
      }),
    ).toMatchObject({ serviceName: 'homeward-property' });
  });

  it('use the traces endpoint as is, over the base endpoint', () => {
    expect(
      settingsFor({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://other:9999/custom',
      }),
    ).toMatchObject({ url: 'http://other:9999/custom' });
  });

  it('honour OTEL_SDK_DISABLED, the ratio sampler and the batch delay', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(settingsFor({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
    expect(
      settingsFor({
        ...endpoint,
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_BSP_SCHEDULE_DELAY: '200',
      }),
    ).toMatchObject({ sampleRatio: 0.25, scheduleDelayMs: 200 });
    // The argument alone does not change the default sampler (always on), as in the SDK.
    expect(settingsFor({ ...endpoint, OTEL_TRACES_SAMPLER_ARG: '0.25' })).toMatchObject({ sampleRatio: 1 });
  });

  it('reject an endpoint that is not a URL and a ratio out of range', () => {
    expect(() => settingsFor({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => settingsFor({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});
