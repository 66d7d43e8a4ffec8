import { status, type ServiceError } from '@grpc/grpc-js';
import { fieldViolationsOf, isServiceError } from '@homeward/kit';
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
 * Maps a downstream gRPC status to the BFF's HTTP answer. Services write their messages for users (they are the
 * rule's words, e.g. identity's wrong-password text), so those pass through; transport failures and internal errors
 * get a fixed message and never carry detail from the service.
 */
export function httpErrorFromGrpc(error: ServiceError): HttpError {
  const message = error.details?.trim() || undefined;
  switch (error.code) {
    case status.INVALID_ARGUMENT:
      return badRequest(message ?? 'Invalid request', fieldViolationsOf(error.metadata));
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
      return tooManyRequests(message ?? 'Too many attempts. Please wait a moment and try again.');
    case status.DEADLINE_EXCEEDED:
    case status.UNAVAILABLE:
      return unavailable();
    default:
      return internal();
  }
}

export function isGrpcError(error: unknown): error is ServiceError {
  return isServiceError(error) && typeof (error as ServiceError).code === 'number';
}

export function grpcCodeOf(error: unknown): status | undefined {
  return isGrpcError(error) ? error.code : undefined;
}
