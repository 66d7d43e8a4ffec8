import { status, type ServiceError } from '@grpc/grpc-js';
import { fieldViolationsOf, isServiceError, type FieldViolations } from '@homeward/kit';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  internal,
  notFound,
  tooManyRequests,
  unauthenticated,
  unavailable,
} from './http-error';

/**
 * One route's proto field names (as services name them in their google.rpc.BadRequest) -> the route's JSON field
 * names. The BFF owns the JSON names, so every route that sends a request declares the names of that request's
 * fields, even where both are spelled alike.
 */
export type ProtoFieldNames = Readonly<Record<string, string>>;

/**
 * The violations under the route's JSON names. A nested path is renamed by its longest declared prefix
 * (`listing_agent` also covers `listing_agent.phone_number`); a field the route does not declare is left out of
 * `fields`, since it is no field of the route's form (the error's message still says what is wrong).
 */
export function jsonFieldsOf(violations: FieldViolations, names: ProtoFieldNames): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [protoPath, message] of Object.entries(violations)) {
    const jsonPath = renamePath(protoPath, names);
    if (jsonPath !== undefined) fields[jsonPath] ??= message;
  }
  return fields;
}

function renamePath(protoPath: string, names: ProtoFieldNames): string | undefined {
  const segments = protoPath.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const prefix = segments.slice(0, length).join('.');
    if (!Object.hasOwn(names, prefix)) continue;
    return [names[prefix], ...segments.slice(length)].join('.');
  }
  return undefined;
}

/**
 * Maps a downstream gRPC status to the BFF's HTTP answer. Services write their messages for users (they are the
 * rule's words, e.g. identity's wrong-password text), so those pass through; transport failures and internal errors
 * get a fixed message and never carry detail from the service. Field violations come under the route's JSON names.
 */
export function httpErrorFromGrpc(error: ServiceError, fieldNames: ProtoFieldNames = {}): HttpError {
  const message = error.details?.trim() || undefined;
  switch (error.code) {
    case status.INVALID_ARGUMENT: {
      const violations = fieldViolationsOf(error.metadata);
      return badRequest(message ?? 'Invalid request', violations && jsonFieldsOf(violations, fieldNames));
    }
    case status.NOT_FOUND:
      return notFound(message ?? 'Not found');
    case status.PERMISSION_DENIED:
      return forbidden(message ?? 'You are not allowed to do that');
    case status.FAILED_PRECONDITION:
    case status.ALREADY_EXISTS:
      return conflict(message ?? 'The request conflicts with the current state');
    case status.UNAUTHENTICATED:
      return unauthenticated(message);
    case status.RESOURCE_EXHAUSTED:
      return tooManyRequests(
        message ?? 'Too many attempts. Please wait a moment and try again.',
        retryAfterOf(error.metadata),
      );
    case status.DEADLINE_EXCEEDED:
    case status.UNAVAILABLE:
      return unavailable();
    default:
      return internal();
  }
}

/** The whole seconds of a service's `retry-after` trailer (identity's per-client limits), if it sent one. */
function retryAfterOf(metadata: ServiceError['metadata'] | undefined): number | undefined {
  const value = metadata?.get('retry-after')[0];
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

export function isGrpcError(error: unknown): error is ServiceError {
  return isServiceError(error) && typeof (error as ServiceError).code === 'number';
}

export function grpcCodeOf(error: unknown): status | undefined {
  return isGrpcError(error) ? error.code : undefined;
}
