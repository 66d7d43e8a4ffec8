import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** One span as an OTLP/HTTP JSON export carries it, with the name of the service that exported it. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Undefined for a trace's root. */
  parentSpanId?: string;
  name: string;
  kind: 'internal' | 'server' | 'client' | 'producer' | 'consumer' | 'unspecified';
  attributes: Record<string, string | number | boolean | undefined>;
}

export interface OtlpReceiver {
  /** Base URL for OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}

const KINDS: ReceivedSpan['kind'][] = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'];

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

function attributesOf(list: OtlpAttribute[] = []): ReceivedSpan['attributes'] {
  return Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue === undefined ? undefined : Number(value.intValue)) ??
        value.doubleValue ??
        value.boolValue,
    ]),
  );
}

function spansOf(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? 'unknown');
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: KINDS[span.kind ?? 0] ?? 'unspecified',
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

/**
 * A stand-in for an OpenTelemetry Collector: accepts OTLP/HTTP JSON trace exports (what every Homeward process sends)
 * and keeps the spans for the test to read. Anything else is refused, so a process exporting in another encoding
 * shows up as a failed export in its log rather than as silently missing spans.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const isJson = (request.headers['content-type'] ?? '').startsWith('application/json');
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !isJson) {
        response.writeHead(415).end();
        return;
      }
      try {
        const raw = Buffer.concat(chunks);
        const body = request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
        received.push(...spansOf(JSON.parse(body.toString('utf8')) as OtlpExport));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The spans of one trace whose parents are missing from it (the root excluded): a connected trace has none. */
export function orphansOf(trace: readonly ReceivedSpan[]): ReceivedSpan[] {
  const ids = new Set(trace.map((span) => span.spanId));
  return trace.filter((span) => span.parentSpanId !== undefined && !ids.has(span.parentSpanId));
}
