const DIGITS = 10;

/**
 * Formats whatever the user typed or pasted as the spec's US phone, (000) 000-0000, as far as the digits go, so a
 * partly typed number reads naturally while it grows. A leading country code 1 on an 11-digit paste is dropped.
 */
export function maskUsPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, DIGITS);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
