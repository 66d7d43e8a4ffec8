import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The browser's address as Express resolved it under the `trust proxy` setting (`TRUST_PROXY`): the socket's peer,
 * or the X-Forwarded-For hop the trusted proxies vouch for. An IPv4 peer on a dual-stack socket shows up as
 * `::ffff:a.b.c.d`; it is unwrapped so identity's per-address throttle sees one key per client.
 */
export function clientAddress(request: Request): string {
  const address = request.ip ?? request.socket.remoteAddress ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped && isIP(mapped) === 4 ? mapped : address;
}
