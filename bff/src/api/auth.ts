// The BFF's account contract. The SPA validates with these same schemas, so a rule and its message live once.
import { z } from 'zod';

export const PASSWORD_HINT = 'Use 6 or more characters with a mix of letters, numbers & symbols';

export const passwordRules = z
  .string()
  .min(6, 'Password must contain at least 6 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase character')
  .regex(/[a-z]/, 'Password must contain at least one lowercase character')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9\s]/, 'Password must contain at least one special character')
  .regex(/^\S*$/, 'Password must not contain spaces')
  .max(128, 'Password must contain at most 128 characters');

const email = z
  .string()
  .trim()
  .max(254, 'Invalid email')
  .pipe(z.email('Invalid email'))
  .transform((value) => value.toLowerCase());

// Forms post booleans as strings; a checkbox sends 'on'.
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

export const signUpSchema = z.object({
  email,
  password: passwordRules,
  name: z.string().trim().max(200, 'Name must contain at most 200 characters').optional().default(''),
  terms: formBoolean.refine((accepted) => accepted, 'You must accept the terms and conditions'),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter the password').max(128, 'Please enter the password'),
});
export type SignInInput = z.input<typeof signInSchema>;

export const verifyEmailQuerySchema = z.object({
  token: z.string().min(16, 'Verification link is invalid').max(512, 'Verification link is invalid'),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email_verified: z.boolean(),
  app_role: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export const okResponseSchema = z.object({ ok: z.literal(true) });
