// Input rules of the account forms, word for word as the spec (section 5) and the BFF's schemas state them: the
// BFF checks first for a fast answer, identity checks again because it is the authority and has other callers.
import { z } from 'zod';

export const MESSAGES = {
  invalidEmail: 'Invalid email',
  passwordRequired: 'Please enter the password',
  passwordIncorrect: 'The password you entered is incorrect. Please try again.',
  termsRequired: 'You must accept the terms and conditions',
  nameTooLong: 'Name must contain at most 200 characters',
  emailNotVerified: 'Please verify your email address before signing in.',
  verificationInvalid: 'Verification link is invalid',
  verificationExpired: 'This verification link has expired',
  refreshTokenRequired: 'A refresh token is required',
  sessionExpired: 'Your session has expired',
  unknownSession: 'Unknown session',
  userNotFound: 'User not found',
} as const;

// The order matters: the first rule a password breaks is the message the user sees.
export const passwordRules = z
  .string()
  .min(6, 'Password must contain at least 6 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase character')
  .regex(/[a-z]/, 'Password must contain at least one lowercase character')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9\s]/, 'Password must contain at least one special character')
  .regex(/^\S*$/, 'Password must not contain spaces')
  // Bounds the work a single request can cause in the key derivation.
  .max(128, 'Password must contain at most 128 characters');

export const emailAddress = z
  .string()
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((value) => value.toLowerCase());

/** Sign-up as identity receives it; keys are the form's field names, which become the field violations. */
export const signUpInput = z.object({
  email: emailAddress,
  password: passwordRules,
  name: z.string().trim().max(200, MESSAGES.nameTooLong),
  terms: z.literal(true, { error: MESSAGES.termsRequired }),
});
export type SignUpInput = z.output<typeof signUpInput>;

// A password that breaks the sign-up rules can never match, but it is answered like any wrong password: telling
// the two apart would describe the rules to someone guessing.
export const signInInput = z.object({
  email: emailAddress,
  password: z.string().min(1, MESSAGES.passwordRequired).max(1024, MESSAGES.passwordIncorrect),
});
export type SignInInput = z.output<typeof signInInput>;

export const verifyEmailInput = z.object({
  token: z.string().min(16, MESSAGES.verificationInvalid).max(512, MESSAGES.verificationInvalid),
});

export const refreshTokenInput = z.object({
  refresh_token: z.string().min(1, MESSAGES.refreshTokenRequired).max(512, MESSAGES.sessionExpired),
});
