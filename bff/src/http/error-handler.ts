import { status } from '@grpc/grpc-js';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '@homeward/kit';
import type { SessionCookie } from '../session/session-cookie';
import { httpErrorFromGrpc, isGrpcError, type ProtoFieldNames } from './grpc-errors';
import {
  badRequest,
  HttpError,
  internal,
  MESSAGES,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from './http-error';
import { locals } from './locals';

/** Errors raised by Express's body parsers carry a `type`; each gets a clear 4xx. */
function fromBodyParser(error: unknown): HttpError | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  switch ((error as { type: unknown }).type) {
    case 'entity.parse.failed':
      return badRequest(MESSAGES.malformedJson);
    case 'entity.too.large':
      return payloadTooLarge();
    case 'parameters.too.many':
      return payloadTooLarge('Too many form fields');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return unsupportedMediaType('Unsupported body encoding or charset');
    case 'request.aborted':
      return badRequest('Request aborted');
    case 'request.size.invalid':
      return badRequest('Request size did not match its Content-Length');
    default:
      return undefined;
  }
}

/** Client errors from Express itself: a path parameter that does not URI-decode, other exposed 4xx. */
function fromExpress(error: unknown): HttpError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { status?: unknown; expose?: unknown };
  if (typeof candidate.status !== 'number' || candidate.status < 400 || candidate.status >= 500)
    return undefined;
  if (error instanceof URIError) return badRequest('Malformed URL');
  if (candidate.expose)
    return candidate.status === 404 ? notFound('Not found') : badRequest('Malformed request');
  return undefined;
}

/** `protoFields`: the matched route's proto -> JSON field names, for a service's field violations. */
export function toHttpError(error: unknown, protoFields?: ProtoFieldNames): HttpError {
  if (error instanceof HttpError) return error;
  if (isGrpcError(error)) return httpErrorFromGrpc(error, protoFields);
  return fromBodyParser(error) ?? fromExpress(error) ?? internal();
}

/**
 * The one place errors become answers: always `{error, message, fields?}`, never a stack trace. Unexpected errors
 * are logged with their stack; downstream outages are logged without one.
 */
export function errorHandler(logger: Logger, cookie: SessionCookie): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    const state = locals(response);
    const httpError = toHttpError(error, state.protoFields);
    const route = state.routeTemplate ?? 'unmatched';
    if (httpError.status === 503 && isGrpcError(error)) {
      logger.warn({ route, code: status[error.code] }, 'downstream service unavailable');
    } else if (httpError.status >= 500 && state.sensitiveBody) {
      // A parser's error carries the body, and its message may quote it: only the kind of failure is logged.
      logger.error(
        { route, method: request.method, errorKind: errorKind(error) },
        'request failed unexpectedly',
      );
    } else if (httpError.status >= 500) {
      logger.error({ err: error, route, method: request.method }, 'request failed unexpectedly');
    }
    if (response.headersSent) {
      response.destroy();
      return;
    }
    // A session the services no longer accept is over: drop the cookie with the 401.
    if (httpError.status === 401 && locals(response).sessionRoute && cookie.present(request))
      cookie.clear(response);
    if (httpError.headers) response.set(httpError.headers);
    response.status(httpError.status).json(httpError.toBody());
  };
}

/** The class of an error and its gRPC code, nothing the request could have put into it. */
function errorKind(error: unknown): string {
  if (isGrpcError(error)) return `grpc ${status[error.code]}`;
  return error instanceof Error ? error.constructor.name : typeof error;
}

export function apiNotFound(): RequestHandler {
  return (_request, _response, next) => next(notFound(MESSAGES.routeNotFound));
}
