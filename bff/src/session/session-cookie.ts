import type { Request, Response } from 'express';
import { parse, serialize, type SerializeOptions } from 'cookie';
import { createCookieSealer, type SessionPayload } from './cookie-crypto';

export const SESSION_COOKIE = 'hw_session';
/**
 * The name over https. A `__Host-` cookie is accepted by the browser only with Secure, Path=/ and no Domain, from a
 * secure origin: a sibling subdomain or a plain-http page cannot plant or overwrite it (session fixation). A plain
 * `hw_session` is then never read. Over plain-http localhost (a local run) browsers refuse Secure cookies, so the
 * plain name is kept there.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
// Browsers cap a cookie at about 4 kB; a session that does not fit must fail loudly, not vanish silently.
const MAX_COOKIE_BYTES = 4000;

export interface SessionCookieOptions {
  secret: string;
  /** False only for a plain-http local origin. */
  secure: boolean;
}

/** Reads, writes and clears the one session cookie; the browser only ever sees ciphertext. */
export class SessionCookie {
  private readonly sealer;
  /** `__Host-hw_session` when Secure, `hw_session` over plain-http localhost. */
  readonly name: string;

  constructor(private readonly options: SessionCookieOptions) {
    this.sealer = createCookieSealer(options.secret);
    this.name = options.secure ? HOST_SESSION_COOKIE : SESSION_COOKIE;
  }

  /** Whether the request carried a session cookie at all (valid or not). */
  present(request: Request): boolean {
    return this.rawValue(request) !== undefined;
  }

  read(request: Request): SessionPayload | undefined {
    return this.sealer.open(this.rawValue(request));
  }

  write(response: Response, session: SessionPayload, nowSeconds = Math.floor(Date.now() / 1000)): void {
    const maxAge = Math.max(0, session.refreshExpiresAt - nowSeconds);
    const header = serialize(this.name, this.sealer.seal(session), { ...this.attributes(), maxAge });
    if (header.length > MAX_COOKIE_BYTES)
      throw new Error(`session cookie too large (${header.length} bytes)`);
    this.replace(response, header);
  }

  clear(response: Response): void {
    this.replace(
      response,
      serialize(this.name, '', { ...this.attributes(), maxAge: 0, expires: new Date(0) }),
    );
  }

  private attributes(): SerializeOptions {
    return { httpOnly: true, sameSite: 'lax', path: '/', secure: this.options.secure };
  }

  private rawValue(request: Request): string | undefined {
    const header = request.headers.cookie;
    if (!header) return undefined;
    try {
      return parse(header)[this.name] || undefined;
    } catch {
      return undefined;
    }
  }

  // One Set-Cookie for the session per response, even when a refresh and a later clear both touch it.
  private replace(response: Response, header: string): void {
    const existing = response.getHeader('Set-Cookie');
    const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter(
      (value) => !value.startsWith(`${this.name}=`),
    );
    response.setHeader('Set-Cookie', [...others, header]);
  }
}
