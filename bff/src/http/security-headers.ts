import type { RequestHandler } from 'express';

/** Stripe.js and its Payment Element (Stripe's documented CSP for Elements); only the stripe gateway loads it. */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];

/**
 * What the SPA needs and nothing more. Scripts: our bundle and Stripe.js only (no inline script). Images: `https:`
 * because listing photos come from the property-data provider's CDN and Street View from Google, and the map of a
 * property without photos is OpenStreetMap's tiles (https://tile.openstreetmap.org). Styles allow inline: Mantine
 * sets style attributes. Everything the SPA fetches is same-origin (the BFF), plus Stripe's API.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${STRIPE_SCRIPTS.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' ${STRIPE_CONNECT.join(' ')}`,
  `frame-src ${STRIPE_FRAMES.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Two years, subdomains included: the value hstspreload.org asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The SPA pages an e-mailed link opens with a token. Links carry it in the fragment, which no Referer holds; links
 * mailed before that carry it in the query, so these pages send no Referer at all.
 */
export const TOKEN_LINK_PAGES: ReadonlySet<string> = new Set([
  '/auth/verify-email',
  '/auth/update-password',
  '/auth/confirm-email',
  '/auth/undo-email-change',
  '/tours/confirm',
]);

export interface SecurityHeaderOptions {
  /** Send HSTS: only when the app is served over HTTPS (APP_BASE_URL https://), never to a plain-http laptop. */
  hsts: boolean;
}

/** Baseline headers for every answer; API answers are never cached (they are per-user). */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader(
      'Referrer-Policy',
      TOKEN_LINK_PAGES.has(request.path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (options.hsts) response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (request.path.startsWith('/api/') || request.path === '/api')
      response.setHeader('Cache-Control', 'no-store');
    next();
  };
}
