import { DEFAULT_NEXT_PATH, isSafeNextPath } from '@api';

/**
 * The `next` of a sign-in round trip, kept only when it is a path on this site (the BFF's rule, so the Google start
 * route and this page agree): anything else — an absolute URL, `//host`, `/\\host` — would make an open redirect.
 */
export function safeNextPath(next: string | null | undefined, fallback = DEFAULT_NEXT_PATH): string {
  return next && isSafeNextPath(next) ? next : fallback;
}
