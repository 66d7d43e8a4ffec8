import {
  Metadata,
  type ChannelCredentials,
  status,
  type CallOptions,
  type Client,
  type ClientUnaryCall,
  type ServiceDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import { context as traceContext, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { currentContext } from '../context';
import { metrics } from '../metrics/registry';
import { injectIntoMetadata, isTracingEnabled, tracer } from '../tracing';
import { activeGrpcTransport, type GrpcTransport } from './transport';
import {
  clientAddressSigningKey,
  CLIENT_ADDRESS_SIGNATURE_METADATA,
  signClientAddress,
} from './client-address';

type UnaryMethod<Req, Res> = (
  request: Req,
  metadata: Metadata,
  options: Partial<CallOptions>,
  callback: (error: ServiceError | null, response: Res) => void,
) => ClientUnaryCall;

export interface CallSettings {
  /** Deadline for this call; every outbound call has one. */
  deadlineMs?: number;
  /** Acts for this user; defaults to the caller of the current request, if any. */
  accessToken?: string;
  /** The browser's address (the BFF's view under TRUST_PROXY), for per-client limits; sent as `x-client-address`. */
  clientAddress?: string;
}

/** A generated grpc-js client with each unary method as `(request, settings?) => Promise<response>`. */
// `any` (not `never`) in the filter: the callback's response parameter makes `never` unsatisfiable, which would
// drop every method.
export type PromiseClient<C> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [K in keyof C as C[K] extends UnaryMethod<any, any> ? K : never]: C[K] extends UnaryMethod<
    infer Req,
    infer Res
  >
    ? (request: Req, settings?: CallSettings) => Promise<Res>
    : never;
};

type ClientConstructor<C> = new (address: string, creds: ChannelCredentials) => C;

const DEFAULT_DEADLINE_MS = 5_000;

/** Metadata key of the browser's address, set by the BFF only and signed (client-address.ts). */
export const CLIENT_ADDRESS_METADATA = 'x-client-address';

/**
 * Connects to a service and wraps its generated client so every call carries a deadline, the request id and the
 * caller's token, and is measured, in one place rather than at every call site.
 */
export function connectService<C extends Client>(
  Ctor: ClientConstructor<C>,
  definition: ServiceDefinition,
  address: string,
  /** Plaintext, TLS or mutual TLS; the process's (GRPC_TLS) when not given. */
  transport: GrpcTransport = activeGrpcTransport(),
): { client: PromiseClient<C>; close(): void; waitForReady(deadlineMs: number): Promise<void> } {
  const raw = new Ctor(address, transport.channelCredentials());
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(definition)) {
    const [, service = 'unknown', rpc = 'unknown'] = method.path.split('/');
    const unary = (raw as unknown as Record<string, UnaryMethod<unknown, unknown>>)[name]!.bind(raw);
    wrapped[name] = (request: unknown, settings: CallSettings = {}) =>
      new Promise((resolve, reject) => {
        const stopTimer = metrics.grpcClientDuration.startTimer({ service, method: rpc });
        const deadline = new Date(Date.now() + (settings.deadlineMs ?? DEFAULT_DEADLINE_MS));
        const metadata = outboundMetadata(settings);
        const span = startClientSpan(service, rpc, address, metadata);
        unary(request, metadata, { deadline }, (error, response) => {
          stopTimer({ code: status[error?.code ?? status.OK] });
          endClientSpan(span, error);
          if (error) reject(error);
          else resolve(response);
        });
      });
  }
  return {
    client: wrapped as PromiseClient<C>,
    close: () => raw.close(),
    // Readiness: resolves once the channel is connected (connecting it if idle), rejects after the deadline.
    waitForReady: (deadlineMs) =>
      new Promise<void>((resolve, reject) =>
        raw.waitForReady(new Date(Date.now() + deadlineMs), (error) => (error ? reject(error) : resolve())),
      ),
  };
}

function outboundMetadata(settings: CallSettings): Metadata {
  const metadata = new Metadata();
  const context = currentContext();
  if (context) metadata.set('x-request-id', context.requestId);
  const token = settings.accessToken ?? context?.caller?.accessToken;
  if (token) metadata.set('authorization', `Bearer ${token}`);
  if (settings.clientAddress) {
    metadata.set(CLIENT_ADDRESS_METADATA, settings.clientAddress);
    const key = clientAddressSigningKey();
    if (key) metadata.set(CLIENT_ADDRESS_SIGNATURE_METADATA, signClientAddress(key, settings.clientAddress));
  }
  return metadata;
}

/** A child of the active span; its context goes to the server in the metadata, so the server's span is its child. */
function startClientSpan(
  service: string,
  method: string,
  address: string,
  metadata: Metadata,
): Span | undefined {
  if (!isTracingEnabled()) return undefined;
  const parent = traceContext.active();
  const span = tracer().startSpan(
    `${service}/${method}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'rpc.system': 'grpc',
        'rpc.service': service,
        'rpc.method': method,
        'server.address': address,
      },
    },
    parent,
  );
  injectIntoMetadata(metadata, trace.setSpan(parent, span));
  return span;
}

function endClientSpan(span: Span | undefined, error: ServiceError | null): void {
  if (!span) return;
  span.setAttribute('rpc.grpc.status_code', error?.code ?? status.OK);
  // Any failed call failed for the caller; the server's span says whose fault it was.
  if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: status[error.code] });
  span.end();
}

export function isServiceError(error: unknown): error is ServiceError {
  return typeof error === 'object' && error !== null && 'code' in error && 'metadata' in error;
}
