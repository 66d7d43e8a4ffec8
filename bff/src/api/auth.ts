// The BFF's account contract. The SPA validates with these same schemas, so a rule and its message live once.
import { PASSWORD_MESSAGES, PASSWORD_RULES } from '@homeward/rules';
import { z } from 'zod';
import { email } from './email';
import { meResponseSchema } from './me';

export const PASSWORD_HINT = PASSWORD_MESSAGES.hint;
export const PASSWORD_REQUIRED = PASSWORD_MESSAGES.required;
export const PASSWORD_INCORRECT = PASSWORD_MESSAGES.incorrect;
export const TERMS_REQUIRED = 'You must accept the terms and conditions';

// Stated as zod's own checks, rule by rule, so the OpenAPI document describes them too.
export const passwordRules = PASSWORD_RULES.reduce(
  (schema, rule) => {
    if (rule.kind === 'min_length') return schema.min(rule.length, rule.message);
    if (rule.kind === 'max_length') return schema.max(rule.length, rule.message);
    return schema.regex(rule.pattern, rule.message);
  },
  z.string({ error: PASSWORD_REQUIRED }),
);

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
