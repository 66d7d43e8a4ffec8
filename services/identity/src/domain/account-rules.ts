// Input rules of the account forms, field by field, word for word as the spec (section 5) and the BFF's schemas
// state them: the BFF checks first for a fast answer, identity checks again because it is the authority and has
// other callers. handlers/requests.ts puts them together per request, under the proto's field names.
import { z } from 'zod';
import { normaliseUsPhone, PASSWORD_MESSAGES, passwordProblems } from '@homeward/rules';
import { ipVersion } from './client-address';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

export const MESSAGES = {
  invalidEmail: 'Invalid email',
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordIncorrect: PASSWORD_MESSAGES.incorrect,
  termsRequired: 'You must accept the terms and conditions',
  nameTooLong: 'Name must contain at most 200 characters',
  emailNotVerified: 'Please verify your email address before signing in.',
  verificationInvalid: 'Verification link is invalid',
  verificationExpired: 'This verification link has expired',
  refreshTokenRequired: 'A refresh token is required',
  sessionExpired: 'Your session has expired',
  unknownSession: 'Unknown session',
  userNotFound: 'User not found',
  linkInvalid: 'This link is invalid or has expired.',
  signInThrottled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  passwordAlreadySet: 'This account already has a password.',
  emailInUse: 'This email address is already in use.',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  firstNameTooLong: 'First name must contain at most 100 characters',
  lastNameTooLong: 'Last name must contain at most 100 characters',
  clientAddressInvalid: 'Invalid client address',
  googleUnavailable: 'Google sign-in is not available.',
  googleAttemptInvalid: 'This sign-in attempt is invalid or has expired.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleEmailUnverified: 'Your Google account has no verified email address.',
  nextPathInvalid: 'Invalid redirect path',
  providerUnknown: 'Unknown sign-in provider.',
  codeRequired: 'An authorization code is required',
} as const;

/**
 * The sign-up rules for a new password, from @homeward/rules; every broken rule is an issue, in the rules' order.
 * A password that meets them all is also refused when it is a common or leaked one: the spec's words come first,
 * so its owner fixes what the form asks before being told to pick another.
 */
export const passwordRules = z.string().superRefine((password, context) => {
  const problems = passwordProblems(password);
  for (const message of problems) context.addIssue({ code: 'custom', message });
  if (problems.length === 0 && isCommonPassword(password))
    context.addIssue({ code: 'custom', message: COMMON_PASSWORD_MESSAGE });
});

export const emailAddress = z
  .string()
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((value) => value.toLowerCase());

export const fullName = z.string().trim().max(200, MESSAGES.nameTooLong);

export const termsAccepted = z.literal(true, { error: MESSAGES.termsRequired });

// A password that breaks the sign-up rules can never match, but it is answered like any wrong password: telling
// the two apart would describe the rules to someone guessing.
export const signInPassword = z
  .string()
  .min(1, MESSAGES.passwordRequired)
  .max(1024, MESSAGES.passwordIncorrect);

// Empty for callers that have no browser behind them; only the per-account throttle applies to them.
export const clientAddress = z
  .string()
  .trim()
  .refine((value) => value === '' || ipVersion(value) !== 0, MESSAGES.clientAddressInvalid);

export const verificationToken = z
  .string()
  .min(16, MESSAGES.verificationInvalid)
  .max(512, MESSAGES.verificationInvalid);

export const refreshToken = z
  .string()
  .min(1, MESSAGES.refreshTokenRequired)
  .max(512, MESSAGES.sessionExpired);

/** A token from an e-mailed link (reset, e-mail change): anything malformed is the same dead link to the user. */
export const linkToken = z.string().min(16, MESSAGES.linkInvalid).max(512, MESSAGES.linkInvalid);

export const firstName = z.string().trim().max(100, MESSAGES.firstNameTooLong);
export const lastName = z.string().trim().max(100, MESSAGES.lastNameTooLong);

/** Required, and stored in the spec's (000) 000-0000 form. */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .transform((value, context) => {
    const phone = normaliseUsPhone(value);
    if (phone === undefined) context.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
    return phone ?? z.NEVER;
  });

/** A sign-up that passed the rules. */
export interface NewAccount {
  email: string;
  password: string;
  name: string;
}

/** A sign-in as the rules let it through; `clientIp` is empty when no browser is behind the caller. */
export interface SignInAttempt {
  email: string;
  password: string;
  clientIp: string;
}

/** The settings form's name, phone and e-mail, checked and normalised. */
export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Only checked when the e-mail changes. */
  currentPassword: string;
}

/** The spec keeps one full name; the form's first and last name are joined with a space (empty parts dropped). */
export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
