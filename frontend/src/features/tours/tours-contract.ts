// The SPA's side of the BFF's tour JSON (issue 12's contract, snake_case). The BFF's own schemas are not in `@api`
// yet; once they are, this file re-exports them instead, so both ends parse with one definition.
import { z } from 'zod';

export const tourSlotSchema = z.object({
  /** The spec's 'date time' string in the property's zone: '12/01/2026 9:30 AM'. */
  label: z.string(),
  starts_at: z.string(),
});
export type TourSlot = z.infer<typeof tourSlotSchema>;

export const TOUR_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export const tourSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  property_address: z.string(),
  time_zone: z.string(),
  time_zone_label: z.string(),
  time_slots: z.array(tourSlotSchema),
  status: z.enum(TOUR_STATUSES),
  confirmed_slot: tourSlotSchema.nullable(),
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

export interface ScheduleTourRequest {
  property_id: string;
  /** Sent because the spec's call carries it; the BFF takes the user from the session and ignores this. */
  user_id?: string;
  time_slots: string[];
  contact_email: string;
  contact_phone: string;
  contact_name: string;
}

export const tourConfirmationSchema = z.object({
  tour_id: z.string(),
  property_address: z.string(),
  slot: tourSlotSchema,
  time_zone_label: z.string(),
  status: z.enum(TOUR_STATUSES),
  already_confirmed: z.boolean(),
});
export type TourConfirmation = z.infer<typeof tourConfirmationSchema>;
export const tourConfirmationResponseSchema = z.object({ confirmation: tourConfirmationSchema });
