import { z } from 'zod';

export const INVALID_EMAIL = 'Invalid email';

/** An e-mail address, trimmed and lower-cased: addresses are matched case-insensitively and stored once. */
export const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL))
  .transform((value) => value.toLowerCase());
