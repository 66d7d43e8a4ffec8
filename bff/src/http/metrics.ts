import type { RequestHandler } from 'express';
import { metrics } from '@homeward/kit';
import { routeLabel } from './request-log';

/** Observes `homeward_http_request_duration_seconds` by method, route template (bounded) and status. */
export function httpMetrics(): RequestHandler {
  return (request, response, next) => {
    const stopTimer = metrics.httpRequestDuration.startTimer();
    response.once('close', () =>
      stopTimer({ method: request.method, route: routeLabel(response), status: String(response.statusCode) }),
    );
    next();
  };
}
