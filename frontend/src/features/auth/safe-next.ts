/**
 * The `next` of a sign-in round trip, kept only when it is a path on this site: an absolute URL, a
 * protocol-relative `//host` or a backslash trick (`/\host`, which browsers treat as `//host`) would turn the
 * callback into an open redirect.
 */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  // Control characters (a tab or newline inside '/\t/evil.example') are dropped by URL parsers, which could again
  // make two leading slashes.
  if ([...next].some(isControlCharacter)) return fallback;
  const base = 'http://homeward.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
