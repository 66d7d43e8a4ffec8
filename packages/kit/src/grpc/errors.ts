import { Metadata, status } from '@grpc/grpc-js';
import { BadRequest } from '@homeward/protos/gen/google/rpc/error_details';
import { Status } from '@homeward/protos/gen/google/rpc/status';

/**
 * Request field -> why it is invalid, keyed by **proto field name** (`property_id`, `listing_agent.phone_number`).
 * The BFF maps these names to its JSON fields and shows each message next to its form field.
 */
export type FieldViolations = Record<string, string>;

/** The trailer that carries a serialized google.rpc.Status: where every gRPC library looks for error details. */
export const STATUS_DETAILS_KEY = 'grpc-status-details-bin';
export const BAD_REQUEST_TYPE_URL = 'type.googleapis.com/google.rpc.BadRequest';

/** An error a handler throws on purpose; anything else becomes INTERNAL and is logged. */
/** Trailer of a RESOURCE_EXHAUSTED answer: whole seconds until the caller may try again. */
export const RETRY_AFTER_METADATA = 'retry-after';

export class RpcError extends Error {
  constructor(
    readonly code: status,
    message: string,
    readonly fields?: FieldViolations,
    /** For RESOURCE_EXHAUSTED: when to try again; sent as the `retry-after` trailer, the BFF's Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  /** The trailers of the error: the field violations as the standard google.rpc.BadRequest detail. */
  toMetadata(): Metadata {
    const metadata = new Metadata();
    if (this.fields && Object.keys(this.fields).length > 0)
      metadata.set(STATUS_DETAILS_KEY, encodeStatusDetails(this.code, this.message, this.fields));
    if (this.retryAfterSeconds !== undefined)
      metadata.set(RETRY_AFTER_METADATA, String(this.retryAfterSeconds));
    return metadata;
  }
}

export const invalidArgument = (message: string, violations?: FieldViolations) =>
  new RpcError(status.INVALID_ARGUMENT, message, violations);
export const notFound = (message: string) => new RpcError(status.NOT_FOUND, message);
export const alreadyExists = (message: string) => new RpcError(status.ALREADY_EXISTS, message);
export const failedPrecondition = (message: string) => new RpcError(status.FAILED_PRECONDITION, message);
export const permissionDenied = (message: string) => new RpcError(status.PERMISSION_DENIED, message);
export const unauthenticated = (message: string) => new RpcError(status.UNAUTHENTICATED, message);
export const resourceExhausted = (message: string, retryAfterSeconds?: number) =>
  new RpcError(status.RESOURCE_EXHAUSTED, message, undefined, retryAfterSeconds);
/** A race lost (the resource moved on while the call ran), not a state the caller can fix. */
export const aborted = (message: string) => new RpcError(status.ABORTED, message);
/** Something the call needs is down; the caller may try again. */
export const unavailable = (message: string) => new RpcError(status.UNAVAILABLE, message);

/**
 * A handler's wrapper for its use cases: a refusal the service's `toStatus` knows becomes that status; anything else
 * goes on to the kit's server, which logs it and answers INTERNAL. One mechanism; each service keeps its own table.
 */
export function answeringWith(
  toStatus: (error: unknown) => RpcError | undefined,
): <T>(useCase: Promise<T>) => Promise<T> {
  return async (useCase) => {
    try {
      return await useCase;
    } catch (error) {
      throw toStatus(error) ?? error;
    }
  };
}

/** A google.rpc.Status with one google.rpc.BadRequest detail, serialized for the `grpc-status-details-bin` trailer. */
export function encodeStatusDetails(code: status, message: string, violations: FieldViolations): Buffer {
  const badRequest = BadRequest.encode({
    fieldViolations: Object.entries(violations).map(([field, description]) => ({ field, description })),
  }).finish();
  const details = [{ typeUrl: BAD_REQUEST_TYPE_URL, value: Buffer.from(badRequest) }];
  return Buffer.from(Status.encode({ code, message, details }).finish());
}

/**
 * The field violations of an error's google.rpc.BadRequest detail, if it has one. A field named twice keeps its
 * first description (the first rule it broke), as the BFF shows one message per field.
 */
export function fieldViolationsOf(metadata: Metadata | undefined): FieldViolations | undefined {
  const raw = metadata?.get(STATUS_DETAILS_KEY)[0];
  if (!Buffer.isBuffer(raw)) return undefined;
  const violations: FieldViolations = {};
  try {
    for (const detail of Status.decode(raw).details) {
      if (!isBadRequest(detail.typeUrl)) continue;
      for (const { field, description } of BadRequest.decode(detail.value).fieldViolations)
        violations[field] ??= description;
    }
  } catch {
    return undefined;
  }
  return Object.keys(violations).length > 0 ? violations : undefined;
}

// The host part of a type URL is free (`type.googleapis.com/` by convention); the type is what follows the last '/'.
function isBadRequest(typeUrl: string): boolean {
  return typeUrl.slice(typeUrl.lastIndexOf('/') + 1) === 'google.rpc.BadRequest';
}
