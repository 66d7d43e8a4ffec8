// The rules for the address a buyer types (spec: digits, whitespace and letters, else 'Enter a valid address'),
// identical to the BFF's createPropertySchema so a request the BFF lets through is judged the same way here.
import { z } from 'zod';

export const ADDRESS_ERROR = 'Enter a valid address';
export const ADDRESS_MAX_LENGTH = 300;
export const ADDRESS_TOO_LONG = `Address must contain at most ${ADDRESS_MAX_LENGTH} characters`;
// Digits, whitespace and letters, plus the punctuation real US addresses carry (commas, periods, #, -, /, ').
const ADDRESS_PATTERN = /^[\p{L}\p{N}\s.,#\-/']+$/u;
// Punctuation alone ("--", "#") passes the pattern but names no place.
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Trims and collapses runs of whitespace (including pasted line breaks) to one space. */
export function normaliseAddressInput(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

export const addressInputSchema = z
  .string({ error: ADDRESS_ERROR })
  .transform(normaliseAddressInput)
  .pipe(
    z
      .string()
      .min(1, { error: ADDRESS_ERROR, abort: true })
      .max(ADDRESS_MAX_LENGTH, { error: ADDRESS_TOO_LONG, abort: true })
      .regex(ADDRESS_PATTERN, ADDRESS_ERROR)
      .regex(HAS_LETTER_OR_DIGIT, ADDRESS_ERROR),
  );

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_TOO_LONG = `Search must contain at most ${SEARCH_MAX_LENGTH} characters`;

export const searchInputSchema = z
  .string({ error: 'Search must be text' })
  .transform(normaliseAddressInput)
  .pipe(z.string().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG));
