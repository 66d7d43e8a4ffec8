// Where the SPA goes after an outside sign-in. Only a path on our own origin: anything else would make the
// callback an open redirect (`//evil.example`, `/\evil.example` and `https://…` all leave the site in browsers).

const BASE = 'http://homeward.invalid';
const MAX_LENGTH = 2048;

export function isSameOriginPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_LENGTH) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // Browsers treat a backslash as a slash, and control characters are stripped before parsing.
  if (path.includes('\\') || [...path].some(isControlCharacter)) return false;
  return new URL(path, BASE).origin === BASE;
}

/** An absent `next` means the home page. */
export function nextPathOrHome(next: string): string {
  return next === '' ? '/' : next;
}

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
