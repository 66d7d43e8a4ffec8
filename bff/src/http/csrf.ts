import type { RequestHandler } from 'express';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/errors';
import { csrfRejected } from './http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for a cookie session: every state-changing /api request must carry `X-Requested-With:
 * XMLHttpRequest`. A cross-site form cannot set a custom header, and a cross-site fetch that sets one needs a CORS
 * preflight the BFF never grants. `exempt` lists exact paths that authenticate otherwise (signed webhooks).
 */
export function csrfGuard(exempt: ReadonlySet<string>): RequestHandler {
  return (request, _response, next) => {
    const isApi = request.path === '/api' || request.path.startsWith('/api/');
    if (!isApi || !STATE_CHANGING.has(request.method) || exempt.has(request.path)) {
      next();
      return;
    }
    next(request.get(CSRF_HEADER) === CSRF_HEADER_VALUE ? undefined : csrfRejected());
  };
}
