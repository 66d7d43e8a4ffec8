// What the RPCs accept. Keys are the proto field names, which become the field violations' names.
import { invalidArgument, notFound, type FieldViolations } from '@homeward/kit';
import { z } from 'zod';
import type { CreateTourRequest, GetTourRequest } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { TOUR_NOT_FOUND } from '../domain/errors';
import { titleSchema } from '../domain/tour';

const createTourRequest = z.object({ title: titleSchema });
const tourIdRequest = z.object({ tour_id: z.string().min(1, 'A tour id is required') });
const UUID = z.uuid();

/** The request as `schema` reads it, or INVALID_ARGUMENT naming every bad field by its proto path. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const violations: FieldViolations = {};
  for (const issue of result.error.issues) violations[issue.path.join('.')] ??= issue.message;
  throw invalidArgument(result.error.issues[0]?.message ?? 'Invalid request', violations);
}

export function titleOf(request: CreateTourRequest): string {
  return parse(createTourRequest, { title: request.title }).title;
}

/** The id asked for; one that is not a UUID names no record, so it is NOT_FOUND rather than a bad request. */
export function tourIdOf(request: GetTourRequest): string {
  const { tour_id: id } = parse(tourIdRequest, { tour_id: request.tourId });
  if (!UUID.safeParse(id).success) throw notFound(TOUR_NOT_FOUND);
  return id.toLowerCase();
}
