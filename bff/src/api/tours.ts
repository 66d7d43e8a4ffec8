// The tour contract (issue 12): a buyer proposes up to three times to see a listed home; the tour desk confirms one
// of them from a signed link. The slot rules are @homeward/rules' (the SPA's modal and the tour service check the
// same ones); the BFF's checks are early answers with field messages, the tour service decides.
import { z } from 'zod';
import {
  normaliseUsPhone,
  parseTourSlotLabel,
  TOUR_MAX_SLOTS,
  TOUR_MESSAGES,
  tourSlotProblems,
} from '@homeward/rules';
import { email, INVALID_EMAIL } from './email';
import { PHONE_INVALID } from './me';
import { propertyIdSchema } from './properties';

export const TOUR_NOT_FOUND = 'Tour not found';
export const TOUR_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/**
 * The zone whose calendar is the last of the United States' to turn the day. A date before today there is past at
 * every home, so the BFF can refuse it without knowing the property's zone; the service judges by the property's.
 */
export const LATEST_US_TIME_ZONE = 'Pacific/Honolulu';

/** Longest slot string the BFF passes on ('MM/DD/YYYY hh:mm AM' is 19 characters). */
const SLOT_TEXT_MAX = 40;

const slotsSchema = z
  .array(z.string({ error: TOUR_MESSAGES.badDate }).trim().max(SLOT_TEXT_MAX, TOUR_MESSAGES.badDate), {
    error: TOUR_MESSAGES.noSlots,
  })
  .min(1, TOUR_MESSAGES.noSlots)
  .max(TOUR_MAX_SLOTS, { error: TOUR_MESSAGES.tooManySlots, abort: true })
  .superRefine((labels, context) => {
    const slots = [];
    for (const [index, label] of labels.entries()) {
      const slot = parseTourSlotLabel(label);
      if (!slot) context.addIssue({ code: 'custom', path: [index], message: TOUR_MESSAGES.badDate });
      else slots.push({ index, slot });
    }
    const problems = tourSlotProblems(
      slots.map(({ slot }) => slot),
      LATEST_US_TIME_ZONE,
    );
    for (const problem of problems) {
      const index = problem.index === null ? undefined : slots[problem.index]?.index;
      context.addIssue({
        code: 'custom',
        path: index === undefined ? [] : [index],
        message: problem.message,
      });
    }
  });

/** A channel the buyer left off is sent empty (the spec's toggles); a chosen one must be valid. */
const optionalEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, INVALID_EMAIL)
  .optional()
  .default('')
  .refine((value) => value === '' || email.safeParse(value).success, INVALID_EMAIL)
  .transform((value) => value.toLowerCase());

const optionalPhone = z
  .string({ error: PHONE_INVALID })
  .trim()
  .max(32, PHONE_INVALID)
  .optional()
  .default('')
  .transform((value, context) => {
    if (value === '') return value;
    const phone = normaliseUsPhone(value);
    if (phone === undefined) context.addIssue({ code: 'custom', message: PHONE_INVALID });
    return phone ?? value;
  });

/**
 * `POST /api/property/schedule-tour`, the spec's payload. `user_id` is accepted because the spec's client sends it,
 * and ignored: the tour is the session's user's.
 */
export const scheduleTourSchema = z
  .object({
    property_id: propertyIdSchema,
    user_id: z.unknown().optional(),
    time_slots: slotsSchema,
    contact_email: optionalEmail,
    contact_phone: optionalPhone,
    contact_name: z
      .string({ error: TOUR_MESSAGES.nameRequired })
      .trim()
      .max(200, 'Name must contain at most 200 characters')
      .optional()
      .default(''),
  })
  .superRefine((body, context) => {
    if (body.contact_email === '' && body.contact_phone === '')
      context.addIssue({ code: 'custom', path: ['contact_email'], message: TOUR_MESSAGES.noChannel });
    else if (body.contact_name === '')
      context.addIssue({ code: 'custom', path: ['contact_name'], message: TOUR_MESSAGES.nameRequired });
  })
  .transform(({ user_id: _ignored, ...rest }) => rest);
export type ScheduleTourInput = z.input<typeof scheduleTourSchema>;
export type ScheduleTour = z.output<typeof scheduleTourSchema>;

export const timeSlotSchema = z.object({
  /** The spec's 'date time' string, 'MM/DD/YYYY h:mm AM', in the property's time zone. */
  label: z.string(),
  /** The same instant, RFC 3339 with offset. */
  starts_at: z.string(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const tourSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  /** The address as it was when the tour was requested. */
  property_address: z.string(),
  /** IANA zone of the property and what the buyer reads ('Mountain Time'). */
  time_zone: z.string(),
  time_zone_label: z.string(),
  time_slots: z.array(timeSlotSchema),
  status: z.enum(TOUR_STATUSES),
  confirmed_slot: timeSlotSchema.nullable(),
  /** Empty when the buyer did not choose that channel. */
  contact_email: z.string(),
  contact_phone: z.string(),
  contact_name: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Tour = z.infer<typeof tourSchema>;

export const tourResponseSchema = z.object({ tour: tourSchema });
export const tourListResponseSchema = z.object({ tours: z.array(tourSchema) });
export const tourParamsSchema = z.object({ id: z.uuid(TOUR_NOT_FOUND) });

/** `GET /api/tours?upcoming=true`: without it, every tour of the buyer. */
export const listToursQuerySchema = z.object({
  upcoming: z
    .enum(['true', 'false'], { error: "upcoming must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
});

export const INVALID_CONFIRMATION_LINK = 'This confirmation link is not valid.';

/**
 * The public confirmation page's body: the link's token travels in a POST body, never in a URL the BFF (or a proxy)
 * would log.
 */
export const confirmationTokenSchema = z.object({
  token: z
    .string({ error: INVALID_CONFIRMATION_LINK })
    .trim()
    .min(1, INVALID_CONFIRMATION_LINK)
    .max(1024, INVALID_CONFIRMATION_LINK),
});

export const confirmationSchema = z.object({
  tour_id: z.string(),
  property_address: z.string(),
  slot: timeSlotSchema,
  time_zone_label: z.string(),
  status: z.enum(TOUR_STATUSES),
  /** This link's slot is the tour's confirmed one: following it again shows that and changes nothing. */
  already_confirmed: z.boolean(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;
export const confirmationResponseSchema = z.object({ confirmation: confirmationSchema });

/** What the public page says for each refusal of a link (the service's own words are kept when it gives some). */
export const CONFIRMATION_MESSAGES = Object.freeze({
  notFound: INVALID_CONFIRMATION_LINK,
  expired: 'This confirmation link has expired.',
  conflict: 'This time slot can no longer be confirmed.',
});
