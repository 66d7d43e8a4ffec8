// The spec's phone field is a US number shown with the mask (000) 000-0000; it is stored in that form so every
// reader shows it the same way.

const SEPARATORS = /[\s().-]/g;

/**
 * `(555) 123-4567` for ten US digits typed in any usual way (`555-123-4567`, `5551234567`, `+1 555 123 4567`,
 * `1 (555) 123-4567`); undefined for anything else (letters, other country codes, too few or many digits).
 */
export function normaliseUsPhone(input: string): string | undefined {
  const compact = input.trim().replace(SEPARATORS, '');
  const match = /^(?:\+1|1)?(\d{10})$/.exec(compact);
  if (!match) return undefined;
  const digits = match[1]!;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
