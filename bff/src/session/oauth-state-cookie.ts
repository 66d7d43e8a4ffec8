// Binds a sign-in with Google (or another OpenID Connect provider) to the browser that started it. Identity checks that `state` is one it issued, but that
// alone lets an attacker hand a victim a callback link carrying the attacker's own code and state (login CSRF: the
// victim ends up in the attacker's account). So the BFF also keeps the state in a short-lived cookie and the
// callback must present the same value.
import { timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse, serialize, type SerializeOptions } from 'cookie';

export const OAUTH_STATE_COOKIE = 'hw_oauth_state';
/**
 * The name over https: `__Host-` keeps a sibling subdomain or a plain-http page from planting a state of its own
 * (login CSRF). The prefix requires Path=/, so over https the cookie goes to every path, not only the callback.
 */
export const HOST_OAUTH_STATE_COOKIE = `__Host-${OAUTH_STATE_COOKIE}`;
/** Google's callback; another provider's is /api/auth/oidc/<id>/callback, where its redirect URI says. */
export const GOOGLE_CALLBACK_PATH = '/api/auth/callback';
const MAX_AGE_SECONDS = 10 * 60;

export class OAuthStateCookie {
  readonly name: string;

  constructor(private readonly secure: boolean) {
    this.name = secure ? HOST_OAUTH_STATE_COOKIE : OAUTH_STATE_COOKIE;
  }

  /** Sent only to `path`, the callback the provider will redirect to. */
  remember(response: Response, state: string, path = GOOGLE_CALLBACK_PATH): void {
    response.append(
      'Set-Cookie',
      serialize(this.name, state, { ...this.attributes(path), maxAge: MAX_AGE_SECONDS }),
    );
  }

  /** True when the request carries the state cookie and it equals `state`. */
  matches(request: Request, state: string): boolean {
    let stored: string | undefined;
    try {
      stored = request.headers.cookie ? parse(request.headers.cookie)[this.name] : undefined;
    } catch {
      return false;
    }
    if (!stored) return false;
    const a = Buffer.from(stored);
    const b = Buffer.from(state);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  clear(response: Response, path = GOOGLE_CALLBACK_PATH): void {
    response.append('Set-Cookie', serialize(this.name, '', { ...this.attributes(path), maxAge: 0 }));
  }

  // Lax: the callback is a top-level navigation back from Google, which Lax cookies accompany.
  private attributes(path: string): SerializeOptions {
    return { httpOnly: true, sameSite: 'lax', path: this.secure ? '/' : path, secure: this.secure };
  }
}
