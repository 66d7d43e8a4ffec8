// Where a sign-in round trip may go on to. In a file of its own, without zod, so the SPA's small signed-out entry can
// import it.
export const DEFAULT_NEXT_PATH = '/';

/**
 * A same-origin path: one leading slash, never `//` or a backslash (browsers read `/\host` as `//host`), no control
 * characters. Anything else could send the user to another site after signing in (an open redirect).
 */
export function isSafeNextPath(value: string): boolean {
  return (
    value.length <= 512 &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}
