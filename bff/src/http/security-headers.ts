import type { RequestHandler } from 'express';

/** Baseline headers for every answer; API answers are never cached (they are per-user). */
export function securityHeaders(): RequestHandler {
  return (request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.path.startsWith('/api/') || request.path === '/api')
      response.setHeader('Cache-Control', 'no-store');
    next();
  };
}
