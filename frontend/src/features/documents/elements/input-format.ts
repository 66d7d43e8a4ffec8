// Formatting of typed values the elements share: the phone mask and the option values (a select stores strings, the
// definitions' yes/no options store booleans).
import type { Json, Option } from '@homeward/document-definitions';

/** Applies a mask where 0 is a digit: '(000) 000-0000' + '5125550123' -> '(512) 555-0123'. Stops at the last digit. */
export function applyMask(mask: string, input: string): string {
  const digits = input.replace(/\D/g, '');
  let out = '';
  let used = 0;
  for (const char of mask) {
    if (used >= digits.length) break;
    if (char === '0') {
      out += digits[used];
      used += 1;
    } else {
      out += char;
    }
  }
  return out;
}

export const maskDigits = (mask: string) => [...mask].filter((char) => char === '0').length;

/** The option's value as the string Mantine's inputs carry. */
export const optionKey = (value: Option['value'] | Json | undefined): string =>
  value === undefined || value === null ? '' : String(value);

/** The stored value of the option whose key this is. */
export function optionValue(options: readonly Option[], key: string): Json {
  const found = options.find((option) => optionKey(option.value) === key);
  return found ? (found.value as Json) : key;
}

export const asText = (value: Json | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
