// The signed-in user's contract: the user, the settings form and the purchase-guide checklist. The SPA's settings
// form validates with `updateProfileSchema`, so the BFF and the browser answer with the same words.
import { z } from 'zod';
import { email } from './email';

export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Enter a valid phone number';
/** The US mask of every phone field: `(000) 000-0000`. */
export const PHONE_MASK = '(000) 000-0000';
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** `5125550100` -> `(512) 555-0100`; anything that is not ten digits comes back unchanged. */
export function formatPhone(value: string): string {
  const digits = /^\d{10}$/.test(value) ? value : undefined;
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value;
}

// Required, in the mask's form; ten bare digits are accepted and stored masked.
export const phoneSchema = z
  .string({ error: PHONE_REQUIRED })
  .trim()
  .min(1, { error: PHONE_REQUIRED, abort: true })
  .transform(formatPhone)
  .pipe(z.string().regex(PHONE_PATTERN, PHONE_INVALID));

const namePart = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must contain at most 100 characters`)
    .optional()
    .default('');

export const updateProfileSchema = z.object({
  first_name: namePart('First name'),
  last_name: namePart('Last name'),
  email,
  phone: phoneSchema,
  // Asked for only when the e-mail changes; identity checks it against the stored hash.
  current_password: z.string().max(1024, 'Password is too long').optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** The settings form's first and last name: the full name split on the first space (spec, settings). */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { first_name: trimmed, last_name: '' }
    : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

export const CHECKLIST_KEY_PATTERN = /^[a-z0-9_]{1,64}$/;
export const CHECKLIST_MAX_GROUPS = 30;
export const CHECKLIST_MAX_STEPS = 50;
export const CHECKLIST_MESSAGES = {
  required: 'The checklist must be an object of step groups',
  key: 'Checklist keys must be 1-64 lowercase letters, digits or underscores',
  step: 'A checklist step must be true or false',
  group: 'A checklist group must be an object of steps',
  tooManyGroups: `The checklist can have at most ${CHECKLIST_MAX_GROUPS} groups`,
  tooManySteps: `A checklist group can have at most ${CHECKLIST_MAX_STEPS} steps`,
} as const;

// Zod drops a `__proto__` key instead of assigning it, so a crafted body cannot reach any prototype.
const checklistKey = z.string().regex(CHECKLIST_KEY_PATTERN, CHECKLIST_MESSAGES.key);

// The record reports a bad key itself (as `invalid_key`) and a non-object input; values keep their own message.
const notAnObject = (message: string) => (issue: { code: string }) =>
  issue.code === 'invalid_type' ? message : issue.code === 'invalid_key' ? CHECKLIST_MESSAGES.key : undefined;

const checklistGroupSchema = z
  .record(checklistKey, z.boolean({ error: CHECKLIST_MESSAGES.step }), {
    error: notAnObject(CHECKLIST_MESSAGES.group),
  })
  .refine((steps) => Object.keys(steps).length <= CHECKLIST_MAX_STEPS, CHECKLIST_MESSAGES.tooManySteps);

/** The purchase guide's ticks: step group -> step key -> done. */
export const purchaseChecklistSchema = z
  .record(checklistKey, checklistGroupSchema, { error: notAnObject(CHECKLIST_MESSAGES.required) })
  .refine((groups) => Object.keys(groups).length <= CHECKLIST_MAX_GROUPS, CHECKLIST_MESSAGES.tooManyGroups);
export type PurchaseChecklist = z.infer<typeof purchaseChecklistSchema>;

export const updateChecklistSchema = z.object({ purchase_checklist: purchaseChecklistSchema });
export type UpdateChecklistInput = z.input<typeof updateChecklistSchema>;
export const checklistResponseSchema = z.object({
  purchase_checklist: z.record(z.string(), z.record(z.string(), z.boolean())),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email_verified: z.boolean(),
  app_role: z.string(),
  /** A new address waiting for confirmation from its inbox; '' when none. */
  pending_email: z.string(),
  /** False for an account made through Google that never set a password (offer /auth/setup-password). */
  has_password: z.boolean(),
  purchase_checklist: z.record(z.string(), z.record(z.string(), z.boolean())),
  /** True once the user finished, skipped or closed the guided tour: it is never shown to them again. */
  guided_tour_done: z.boolean(),
  /** Spec part 1's avatar_url: the https picture of the Google or OIDC sign-in that made the account; else null. */
  avatar_url: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export const updateProfileResponseSchema = z.object({
  user: userSchema,
  /** True when the e-mail changed: the new address must be confirmed from its inbox before it takes effect. */
  email_confirmation_sent: z.boolean(),
});

/** How the guided tour ended; any of them means it is not shown to that user again. */
export const GUIDED_TOUR_OUTCOMES = ['finished', 'skipped', 'closed'] as const;
export type GuidedTourOutcome = (typeof GUIDED_TOUR_OUTCOMES)[number];
export const GUIDED_TOUR_OUTCOME_INVALID = "outcome must be 'finished', 'skipped' or 'closed'";

export const completeGuidedTourSchema = z.object({
  outcome: z.enum(GUIDED_TOUR_OUTCOMES, { error: GUIDED_TOUR_OUTCOME_INVALID }),
});
export type CompleteGuidedTourInput = z.input<typeof completeGuidedTourSchema>;
