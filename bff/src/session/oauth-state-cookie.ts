// Binds a sign-in with Google (or another OpenID Connect provider) to the browser that started it. Identity checks that `state` is one it issued, but that
// alone lets an attacker hand a victim a callback link carrying the attacker's own code and state (login CSRF: the
// victim ends up in the attacker's account). So the BFF also keeps the state in a short-lived cookie and the
// callback must present the same value.
import { timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse, serialize, type SerializeOptions } from 'cookie';

export const OAUTH_STATE_COOKIE = 'hw_oauth_state';
/** Google's callback; another provider's is /api/auth/oidc/<id>/callback, where its redirect URI says. */
export const GOOGLE_CALLBACK_PATH = '/api/auth/callback';
const MAX_AGE_SECONDS = 10 * 60;

export class OAuthStateCookie {
  constructor(private readonly secure: boolean) {}

  /** Sent only to `path`, the callback the provider will redirect to. */
  remember(response: Response, state: string, path = GOOGLE_CALLBACK_PATH): void {
    response.append(
      'Set-Cookie',
      serialize(OAUTH_STATE_COOKIE, state, { ...this.attributes(path), maxAge: MAX_AGE_SECONDS }),
    );
  }

  /** True when the request carries the state cookie and it equals `state`. */
  matches(request: Request, state: string): boolean {
    let stored: string | undefined;
    try {
      stored = request.headers.cookie ? parse(request.headers.cookie)[OAUTH_STATE_COOKIE] : undefined;
    } catch {
      return false;
    }
    if (!stored) return false;
    const a = Buffer.from(stored);
    const b = Buffer.from(state);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  clear(response: Response, path = GOOGLE_CALLBACK_PATH): void {
    response.append('Set-Cookie', serialize(OAUTH_STATE_COOKIE, '', { ...this.attributes(path), maxAge: 0 }));
  }

  // Lax: the callback is a top-level navigation back from Google, which Lax cookies accompany.
  private attributes(path: string): SerializeOptions {
    return { httpOnly: true, sameSite: 'lax', path, secure: this.secure };
  }
}
