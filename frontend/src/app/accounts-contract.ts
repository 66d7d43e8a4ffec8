// The accounts API agreed for issue 4 (/tmp contract: PATCH /api/me, PUT /api/me/checklist, password reset,
// resend verification, auth options). The BFF will export these schemas from bff/src/api; until it does, they are
// written here from the agreed contract, built from the BFF's own rules (password, e-mail) so no message is copied.
// Once `@api` has them, this file re-exports them instead.
import { passwordRules, signUpSchema, userSchema } from '@api';
import { z } from 'zod';

export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Enter a valid phone number';
/** The spec's US phone format, (000) 000-0000. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

const email = signUpSchema.shape.email;

const checklistKey = z.string().regex(/^[a-z0-9_]{1,64}$/);
/** The purchase guide's ticks: stage (group) key -> step key -> done. */
export type PurchaseChecklist = Record<string, Record<string, boolean>>;
export const purchaseChecklistSchema: z.ZodType<PurchaseChecklist> = z.record(
  checklistKey,
  z.record(checklistKey, z.boolean()),
);

// The defaults only cover a BFF that does not send the new fields yet; the agreed /api/me always carries them.
export const accountUserSchema = userSchema.extend({
  pending_email: z.string().default(''),
  has_password: z.boolean().default(true),
  purchase_checklist: z.record(z.string(), z.record(z.string(), z.boolean())).default({}),
});
export type AccountUser = z.infer<typeof accountUserSchema>;
export const accountMeResponseSchema = z.object({ user: accountUserSchema });

export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

export const newPasswordSchema = z.object({ password: passwordRules });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

const namePart = z.string().trim().max(100, 'Must contain at most 100 characters');

export const updateProfileSchema = z.object({
  first_name: namePart,
  last_name: namePart,
  email,
  phone: z
    .string({ error: PHONE_REQUIRED })
    .trim()
    .min(1, { error: PHONE_REQUIRED, abort: true })
    .regex(PHONE_PATTERN, PHONE_INVALID),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export const updateProfileResponseSchema = z.object({
  user: accountUserSchema,
  email_confirmation_sent: z.boolean(),
});

export const checklistResponseSchema = z.object({ purchase_checklist: purchaseChecklistSchema });
export const authOptionsSchema = z.object({ google_enabled: z.boolean() });
