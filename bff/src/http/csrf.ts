import type { RequestHandler } from 'express';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/errors';
import { csrfRejected } from './http-error';

/**
 * CSRF defence for a cookie session: a state-changing request must carry `X-Requested-With: XMLHttpRequest`. A
 * cross-site form cannot set a custom header, and a cross-site fetch that sets one needs a CORS preflight the BFF
 * never grants. The route table puts this in front of every POST/PUT/PATCH/DELETE route unless the route opts out
 * (a signed webhook), before the session is even looked at.
 */
export function requireCsrfHeader(): RequestHandler {
  return (request, _response, next) => {
    next(request.get(CSRF_HEADER) === CSRF_HEADER_VALUE ? undefined : csrfRejected());
  };
}
