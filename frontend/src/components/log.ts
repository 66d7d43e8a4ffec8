/**
 * The SPA's log is the browser console: failures the spec says are "only logged" (no notification) go here, so a
 * developer or a browser test can still see them.
 */
export function logFailure(what: string, error: unknown): void {
  // eslint-disable-next-line no-console -- the one sanctioned console sink of the SPA
  console.error(`[homeward] ${what}`, error);
}
