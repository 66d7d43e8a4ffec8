import type { RequestHandler, Response } from 'express';
import {
  newRequestId,
  runWithContext,
  traceLogFields,
  type Logger,
  type RequestContext,
} from '@homeward/kit';
import { locals } from './locals';

// An incoming id is reused (a proxy or the SPA may set one) only if it is a plain token.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export function routeLabel(response: Response): string {
  return locals(response).routeTemplate ?? 'unmatched';
}

/**
 * Gives every request an id (echoed as `X-Request-Id`, attached to every log line and forwarded to services as gRPC
 * metadata) and writes one line when it ends: method, route template, path, status, duration. It never logs query
 * strings, bodies, headers or cookies, so no token or password can reach the log through it. The line is written
 * once the response has closed, when the request's trace context is gone, so it names the request's trace itself,
 * taken as the request starts inside its span (traceHttpRequests runs first).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const incoming = request.get('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : newRequestId();
    response.setHeader('X-Request-Id', requestId);
    const context: RequestContext = { requestId };
    locals(response).context = context;
    const started = process.hrtime.bigint();
    const trace = traceLogFields();

    response.once('close', () => {
      const finished = response.writableFinished;
      const statusCode = response.statusCode;
      const line = {
        requestId,
        method: request.method,
        route: routeLabel(response),
        path: request.path,
        status: statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        userId: locals(response).session?.userId,
        ...trace,
      };
      if (!finished) logger.warn(line, 'request aborted by the client');
      else if (statusCode >= 500) logger.error(line, 'request failed');
      else if (statusCode >= 400) logger.warn(line, 'request rejected');
      else logger.info(line, 'request completed');
    });

    runWithContext(context, () => next());
  };
}
