import {
  Server,
  status,
  type handleUnaryCall,
  type sendUnaryData,
  type ServerUnaryCall,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import {
  context as traceContext,
  INVALID_SPAN_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import { ZodError } from 'zod';
import type { AccessTokenVerifier } from '../auth/access-token';
import { runWithContext, newRequestId, type RequestContext } from '../context';
import type { Logger } from '../logger';
import { metrics } from '../metrics/registry';
import { contextFromMetadata, isTracingEnabled, tracer } from '../tracing';
import { CLIENT_ADDRESS_METADATA } from './client';
import { RpcError, unauthenticated } from './errors';
import { VerifierUnavailableError } from '../auth/verifier-errors';
import { unstorableRequestText } from './request-text';
import { activeGrpcTransport, type GrpcTransport } from './transport';
import { CLIENT_ADDRESS_SIGNATURE_METADATA, verifiedClientAddress } from './client-address';
import { databaseUnavailableReason } from '../db/unavailable';

/**
 * A service implementation written as async functions. Mapping the generated `XServiceServer` interface keeps proto
 * drift a compile error while sparing handlers grpc-js's callback style.
 */
export type AsyncService<S> = {
  [K in keyof S as string extends K ? never : K]: S[K] extends handleUnaryCall<infer Req, infer Res>
    ? (request: Req) => Promise<Res>
    : never;
};

export interface ServiceBinding {
  definition: ServiceDefinition;
  implementation: object;
  /** Method names (as in the definition) callable without an access token. */
  publicMethods?: readonly string[];
}

export interface GrpcServerOptions {
  port: number;
  logger: Logger;
  verifier: AccessTokenVerifier;
  services: ServiceBinding[];
  /** Plaintext, TLS or mutual TLS; the process's (GRPC_TLS) when not given. */
  transport?: GrpcTransport;
  /** CLIENT_ADDRESS_KEY: `x-client-address` is taken only when signed with it; without it, never. */
  clientAddressKey?: string | undefined;
}

export interface RunningGrpcServer {
  port: number;
  /** Stops accepting calls, lets in-flight ones finish, then forces after the grace period. */
  shutdown(graceMs?: number): Promise<void>;
}

export async function startGrpcServer(options: GrpcServerOptions): Promise<RunningGrpcServer> {
  const server = new Server({ 'grpc.max_receive_message_length': 4 * 1024 * 1024 });
  for (const binding of options.services) {
    server.addService(binding.definition, adaptService(binding, options));
  }
  const transport = options.transport ?? activeGrpcTransport();
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`0.0.0.0:${options.port}`, transport.serverCredentials(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  options.logger.info({ port, tls: transport.mode }, 'gRPC server listening');
  return {
    port,
    shutdown: (graceMs = 5_000) =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

function adaptService(binding: ServiceBinding, options: GrpcServerOptions): UntypedServiceImplementation {
  const adapted: UntypedServiceImplementation = {};
  const implementation = binding.implementation as Record<string, (request: unknown) => Promise<unknown>>;
  for (const [name, method] of Object.entries(binding.definition)) {
    const handler = implementation[name];
    if (typeof handler !== 'function') throw new Error(`${method.path} has no implementation`);
    const isPublic = binding.publicMethods?.includes(name) ?? false;
    adapted[name] = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      void handleCall(call, callback, {
        path: method.path,
        isPublic,
        run: (request) => handler.call(binding.implementation, request),
        options,
      });
    };
  }
  return adapted;
}

interface CallPlan {
  path: string;
  isPublic: boolean;
  run: (request: unknown) => Promise<unknown>;
  options: GrpcServerOptions;
}

async function handleCall(
  call: ServerUnaryCall<unknown, unknown>,
  callback: sendUnaryData<unknown>,
  plan: CallPlan,
): Promise<void> {
  const [, service = 'unknown', method = 'unknown'] = plan.path.split('/');
  const stopTimer = metrics.grpcServerDuration.startTimer({ service, method });
  const requestId = String(call.metadata.get('x-request-id')[0] ?? newRequestId());
  const clientAddress = verifiedClientAddress(
    call.metadata.get(CLIENT_ADDRESS_METADATA)[0],
    call.metadata.get(CLIENT_ADDRESS_SIGNATURE_METADATA)[0],
    plan.options.clientAddressKey,
  );
  const context: RequestContext = {
    requestId,
    deadlineAt: deadlineOf(call),
    ...(clientAddress ? { clientAddress } : {}),
  };
  const span = startServerSpan(call, service, method);
  await traceContext.with(trace.setSpan(traceContext.active(), span), () =>
    runWithContext(context, async () => {
      const logger = plan.options.logger;
      try {
        const token = bearerToken(call.metadata.get('authorization')[0]);
        if (token) context.caller = await verifyCaller(plan, token);
        if (!plan.isPublic && !context.caller) throw unauthenticated('A valid access token is required');
        const badText = unstorableRequestText(call.request);
        if (badText) throw badText;
        const response = await plan.run(call.request);
        stopTimer({ code: status[status.OK] });
        endServerSpan(span, status.OK);
        callback(null, response);
      } catch (error) {
        const rpcError = toRpcError(error);
        stopTimer({ code: status[rpcError.code] });
        if (rpcError.code === status.INTERNAL || databaseUnavailableReason(error))
          logger.error({ err: error, method: plan.path }, 'gRPC handler failed');
        else logger.info({ method: plan.path, code: status[rpcError.code] }, rpcError.message);
        endServerSpan(span, rpcError.code, error);
        callback({ code: rpcError.code, details: rpcError.message, metadata: rpcError.toMetadata() });
      }
    }),
  );
}

function deadlineOf(call: ServerUnaryCall<unknown, unknown>): number | undefined {
  const deadline = call.getDeadline();
  const at = deadline instanceof Date ? deadline.getTime() : deadline;
  return Number.isFinite(at) ? at : undefined;
}

/**
 * The caller of a valid token, or none for a bad one. When the verifier cannot tell (identity unreachable), a call
 * that needs a caller is UNAVAILABLE: the token may well be good, and UNAUTHENTICATED would sign the user out.
 */
async function verifyCaller(plan: CallPlan, token: string): Promise<RequestContext['caller']> {
  try {
    return await plan.options.verifier.verify(token);
  } catch (error) {
    if (error instanceof VerifierUnavailableError && !plan.isPublic)
      throw new RpcError(status.UNAVAILABLE, 'Sign-in could not be checked right now. Please try again.');
    return undefined;
  }
}

/** A child of the caller's span when the metadata carries one (the BFF and other services always send it). */
function startServerSpan(call: ServerUnaryCall<unknown, unknown>, service: string, method: string): Span {
  if (!isTracingEnabled()) return trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
  return tracer().startSpan(
    `${service}/${method}`,
    {
      kind: SpanKind.SERVER,
      attributes: { 'rpc.system': 'grpc', 'rpc.service': service, 'rpc.method': method },
    },
    contextFromMetadata(call.metadata),
  );
}

// The codes OpenTelemetry's gRPC conventions count as the server's failure; the rest are the caller's.
const SERVER_FAULTS = new Set([
  status.UNKNOWN,
  status.DEADLINE_EXCEEDED,
  status.UNIMPLEMENTED,
  status.INTERNAL,
  status.UNAVAILABLE,
  status.DATA_LOSS,
]);

function endServerSpan(span: Span, code: status, error?: unknown): void {
  if (span.isRecording()) {
    span.setAttribute('rpc.grpc.status_code', code);
    if (SERVER_FAULTS.has(code)) {
      if (error instanceof Error) span.recordException(error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: status[code] });
    }
  }
  span.end();
}

function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer (.+)$/i.exec(header);
  return match?.[1];
}

/** Internal failures keep their detail in the log only; callers see a generic message. */
function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    return new RpcError(status.INVALID_ARGUMENT, error.issues[0]?.message ?? 'Invalid request', fields);
  }
  if (databaseUnavailableReason(error))
    return new RpcError(status.UNAVAILABLE, 'Temporarily unavailable, please try again');
  return new RpcError(status.INTERNAL, 'Internal error');
}
