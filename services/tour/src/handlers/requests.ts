// What the RPCs accept. Keys are the proto field names, which become the field violations' names.
import { invalidArgument, notFound, type FieldViolations } from '@homeward/kit';
import { TOUR_MESSAGES } from '@homeward/rules';
import { z } from 'zod';
import type { ListToursRequest, ScheduleTourRequest } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { TOUR_ERROR_MESSAGES } from '../domain/errors';
import type { ListToursQuery } from '../application/tours';
import type { ScheduleInput } from '../domain/schedule-request';

const UUID = z.uuid();
// Longer than any label or e-mail address; a bound so a huge request is refused before any rule runs on it.
const TEXT_MAX = 1_000;

const scheduleTourRequest = z.object({
  property_id: z.string().trim().min(1, 'A property id is required'),
  time_slots: z.array(z.string().max(TEXT_MAX, 'Too long')).max(20, TOUR_MESSAGES.tooManySlots),
  contact_email: z.string().max(TEXT_MAX, 'Too long'),
  contact_phone: z.string().max(TEXT_MAX, 'Too long'),
  contact_name: z.string().max(TEXT_MAX, 'Too long'),
});
const idRequest = (field: string, what: string) =>
  z.object({ [field]: z.string().trim().min(1, `A ${what} id is required`) });
const tokenRequest = z.object({
  token: z.string().trim().min(1, 'A token is required').max(TEXT_MAX, 'Too long'),
});

/** The request as `schema` reads it, or INVALID_ARGUMENT naming every bad field by its proto path. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const violations: FieldViolations = {};
  for (const issue of result.error.issues) violations[issue.path.join('.')] ??= issue.message;
  throw invalidArgument(result.error.issues[0]?.message ?? 'Invalid request', violations);
}

/** An id that is not a UUID names no record, so it is NOT_FOUND rather than a bad request. */
function uuidOr(id: string, message: string): string {
  if (!UUID.safeParse(id).success) throw notFound(message);
  return id.toLowerCase();
}

export function scheduleOf(request: ScheduleTourRequest): { propertyId: string; input: ScheduleInput } {
  const valid = parse(scheduleTourRequest, {
    property_id: request.propertyId,
    time_slots: request.timeSlots,
    contact_email: request.contactEmail,
    contact_phone: request.contactPhone,
    contact_name: request.contactName,
  });
  return {
    propertyId: uuidOr(valid.property_id, TOUR_ERROR_MESSAGES.propertyNotFound),
    input: {
      timeSlots: valid.time_slots,
      contactEmail: valid.contact_email,
      contactPhone: valid.contact_phone,
      contactName: valid.contact_name,
    },
  };
}

/**
 * An empty property id lists every tour of the caller's; null when the id is not a UUID, which names no property
 * (the sample's 'sample' among them), so there is nothing to list.
 */
export function listQueryOf(request: ListToursRequest): ListToursQuery | null {
  const propertyId = request.propertyId.trim();
  if (propertyId && !UUID.safeParse(propertyId).success) return null;
  return {
    propertyId: propertyId ? propertyId.toLowerCase() : undefined,
    upcomingOnly: request.upcomingOnly,
  };
}

export function tourIdOf(request: { tourId: string }): string {
  const valid = parse(idRequest('tour_id', 'tour'), { tour_id: request.tourId }) as { tour_id: string };
  return uuidOr(valid.tour_id, TOUR_ERROR_MESSAGES.tourNotFound);
}

export function tokenOf(request: { token: string }): string {
  return parse(tokenRequest, { token: request.token }).token;
}
