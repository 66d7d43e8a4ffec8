// The BFF's account contract. The SPA validates with these same schemas, so a rule and its message live once.
import { z } from 'zod';
import { email } from './email';
import { meResponseSchema } from './me';

export const PASSWORD_HINT = 'Use 6 or more characters with a mix of letters, numbers & symbols';
export const PASSWORD_REQUIRED = 'Please enter the password';
export const PASSWORD_INCORRECT = 'The password you entered is incorrect. Please try again.';
export const TERMS_REQUIRED = 'You must accept the terms and conditions';

export const passwordRules = z
  .string({ error: PASSWORD_REQUIRED })
  .min(6, 'Password must contain at least 6 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase character')
  .regex(/[a-z]/, 'Password must contain at least one lowercase character')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9\s]/, 'Password must contain at least one special character')
  .regex(/^\S*$/, 'Password must not contain spaces')
  .max(128, 'Password must contain at most 128 characters');

// Forms post booleans as strings; a checkbox sends 'on'.
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])], { error: TERMS_REQUIRED })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

export const signUpSchema = z.object({
  email,
  password: passwordRules,
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(200, 'Name must contain at most 200 characters')
    .optional()
    .default(''),
  terms: formBoolean.refine((accepted) => accepted, TERMS_REQUIRED),
});
export type SignUpInput = z.input<typeof signUpSchema>;

// On login an empty password is 'Please enter the password'; one that could never have been set under the sign-up
// rules is answered as incorrect without asking identity (the same words identity uses for a wrong password).
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, { error: PASSWORD_REQUIRED, abort: true })
    .refine((value) => passwordRules.safeParse(value).success, PASSWORD_INCORRECT),
});
export type SignInInput = z.input<typeof signInSchema>;

export const verifyEmailQuerySchema = z.object({
  token: z
    .string({ error: 'Verification link is invalid' })
    .min(16, 'Verification link is invalid')
    .max(512, 'Verification link is invalid'),
});

export const signInResponseSchema = meResponseSchema;
export const okResponseSchema = z.object({ ok: z.literal(true) });
