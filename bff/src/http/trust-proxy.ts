// TRUST_PROXY in the forms Express's `trust proxy` setting accepts, checked at start-up instead of at first request.
import { isIP } from 'node:net';
import { z } from 'zod';

/** What `app.set('trust proxy', …)` is given: off/on, a hop count, or the trusted proxy addresses. */
export type TrustProxy = boolean | number | string[];

const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or an address with a netmask, or one of Express's presets. */
export function isTrustedProxyEntry(entry: string): boolean {
  if (PRESETS.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isTrustedProxyEntry) ? entries : undefined;
}

/**
 * `false` (default): X-Forwarded-For is ignored and the client is the socket's peer. Behind an ingress set `true`
 * (trust every hop — only when nothing can reach the BFF except through the proxy), a hop count (`1`), or the
 * proxies' addresses (`loopback, 10.0.0.0/8`).
 */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context) => {
    const parsed = parseTrustProxy(value);
    if (parsed === undefined) {
      context.addIssue({
        code: 'custom',
        message: "must be 'true', 'false', a hop count, or a comma-separated list of addresses / CIDR ranges",
      });
      return z.NEVER;
    }
    return parsed;
  });
