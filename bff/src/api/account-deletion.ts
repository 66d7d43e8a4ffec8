// Deleting one's own account (settings): the confirmation the SPA's form sends, validated with the same schema.
import { z } from 'zod';

export const DELETE_ACCOUNT_CONFIRMATION_REQUIRED =
  'Enter your current password, or type your email address if your account has no password.';

export const deleteAccountSchema = z
  .object({
    // Checked by identity against the stored hash; bounded so a huge string costs nothing.
    current_password: z
      .string({ error: 'current_password must be text' })
      .max(1024, 'Password is too long')
      .optional(),
    // For an account without a password (made through Google or another provider): its address, typed.
    confirm_email: z.string({ error: 'confirm_email must be text' }).max(320, 'Email is too long').optional(),
  })
  .refine((body) => Boolean(body.current_password || body.confirm_email?.trim()), {
    error: DELETE_ACCOUNT_CONFIRMATION_REQUIRED,
    path: ['current_password'],
  });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
