// Account recovery: resend the verification link, forgot password, a new password from the e-mailed link, a first
// password for an account made through Google, and the e-mail change link. The SPA's forms use these schemas.
import { z } from 'zod';
import { passwordRules } from './auth';
import { email } from './email';

/** Identity's words for a reset / confirmation link that is unknown, expired or already used. */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

const linkToken = z
  .string({ error: INVALID_LINK_MESSAGE })
  .trim()
  .min(16, INVALID_LINK_MESSAGE)
  .max(512, INVALID_LINK_MESSAGE);

/** Resend verification and forgot password: the answer is the same whether or not the address has an account. */
export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

/** /auth/update-password: the token from the reset e-mail and a new password under the sign-up rules. */
export const updatePasswordSchema = z.object({ token: linkToken, password: passwordRules });
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

/** /auth/setup-password (signed in, account without a password). */
export const newPasswordSchema = z.object({ password: passwordRules });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

export const confirmEmailQuerySchema = z.object({ token: linkToken });

/**
 * The SPA pages the e-mailed links open. Opening one changes nothing (mail scanners follow links); its button posts
 * the token to the BFF. The old `GET /api/auth/...` links still in inboxes redirect here.
 */
export const VERIFY_EMAIL_PAGE = '/auth/verify-email';
export const CONFIRM_EMAIL_PAGE = '/auth/confirm-email';
export const UNDO_EMAIL_PAGE = '/auth/undo-email-change';

/** Where the confirmation link lands in the SPA. */
export const EMAIL_CONFIRMED_PATH = '/settings?email=confirmed';
export const EMAIL_INVALID_PATH = '/settings?email=invalid';

/** Where the undo link sent to the old address lands: signed out everywhere, so the sign-in page. */
export const EMAIL_RESTORED_PATH = '/auth/sign-in?email_restored=1';
export const EMAIL_UNDO_INVALID_PATH = '/auth/sign-in?email_undo=invalid';
