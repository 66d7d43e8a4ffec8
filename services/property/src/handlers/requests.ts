// What the RPCs accept. Keys are the proto field names, which become the field violations' names.
import { invalidArgument, notFound, type FieldViolations } from '@homeward/kit';
import { z } from 'zod';
import type { UpdatePropertyRequest } from '@homeward/protos/gen/homeward/property/v1/property';
import { addressInputSchema, searchInputSchema } from '../domain/address-input';
import { PROPERTY_NOT_FOUND } from '../domain/errors';
import { propertyEditSchema, type PropertyEdit } from '../domain/property-edit';

const createPropertyRequest = z.object({ address: addressInputSchema });
const listPropertiesRequest = z.object({ search: searchInputSchema });
const propertyIdRequest = z.object({ property_id: z.string().min(1, 'A property id is required') });
const UUID = z.uuid();

/** The request as `schema` reads it, or INVALID_ARGUMENT naming every bad field by its proto path. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const violations: FieldViolations = {};
  for (const issue of result.error.issues) violations[issue.path.join('.')] ??= issue.message;
  throw invalidArgument(result.error.issues[0]?.message ?? 'Invalid request', violations);
}

export function addressOf(request: { address: string }): string {
  return parse(createPropertyRequest, { address: request.address }).address;
}

export function searchOf(request: { search: string }): string {
  return parse(listPropertiesRequest, { search: request.search }).search;
}

/** UpdateProperty as the spec's edit form; absent fields stay absent. */
export function propertyEditOf(request: UpdatePropertyRequest): PropertyEdit {
  const agent = request.listingAgent;
  return parse(propertyEditSchema, {
    bedrooms_num: request.bedroomsNum,
    bathrooms_num: request.bathroomsNum,
    size: request.size,
    price: request.price,
    listing_agent: agent
      ? { name: agent.name, company: agent.company, phone_number: agent.phoneNumber }
      : undefined,
  });
}

/**
 * The property id of a request. A missing id is a bad request; an id that is not a UUID cannot name any property,
 * so it is NOT_FOUND like any other unknown id (this also covers the spec's 'sample', served elsewhere).
 */
export function propertyIdOf(request: { propertyId: string }): string {
  const { property_id: id } = parse(propertyIdRequest, { property_id: request.propertyId });
  if (!UUID.safeParse(id).success) throw notFound(PROPERTY_NOT_FOUND);
  return id.toLowerCase();
}
