export type AuthMode = 'sign-in' | 'sign-up';

/** What the signed-out entry does with an address before any of the full app has loaded. */
export type FirstPage =
  | { kind: 'auth'; mode: AuthMode }
  /** `/`: the home page when signed in, sign-in otherwise; only the session check can tell. */
  | { kind: 'home' }
  | { kind: 'app' };

// Parameters a redirect leaves on the sign-in page for a notice (verified e-mail, failed Google sign-in, undone e-mail
// change, deleted account): rare arrivals the full app's sign-in page already handles, so they go straight to it.
const NOTICE_KEYS = ['verified', 'verify_error', 'error', 'email_restored', 'email_undo', 'account_deleted'];

export function isAuthMode(value: string | null | undefined): value is AuthMode {
  return value === 'sign-in' || value === 'sign-up';
}

export function firstPageFor(pathname: string, search: string): FirstPage {
  const params = new URLSearchParams(search);
  if (NOTICE_KEYS.some((key) => params.has(key))) return { kind: 'app' };
  if (pathname === '/') return { kind: 'home' };
  const mode = /^\/auth\/([a-z-]+)$/.exec(pathname)?.[1];
  return isAuthMode(mode) ? { kind: 'auth', mode } : { kind: 'app' };
}
