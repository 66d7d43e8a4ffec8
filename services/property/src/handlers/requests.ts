// What the RPCs accept. Keys are the spec's field names, which become the field violations' names.
import { notFound } from '@homeward/kit';
import { z } from 'zod';
import { addressInputSchema, searchInputSchema } from '../domain/address-input';

export const PROPERTY_NOT_FOUND = 'Property not found';

export const createPropertyRequest = z.object({ address: addressInputSchema });
export const listPropertiesRequest = z.object({ search: searchInputSchema });

const propertyIdRequest = z.object({ property_id: z.string().min(1, 'A property id is required') });
const UUID = z.uuid();

/**
 * The property id of a request. A missing id is a bad request; an id that is not a UUID cannot name any property,
 * so it is NOT_FOUND like any other unknown id (this also covers the spec's 'sample', served elsewhere).
 */
export function propertyIdOf(request: { propertyId: string }): string {
  const { property_id: id } = propertyIdRequest.parse({ property_id: request.propertyId });
  if (!UUID.safeParse(id).success) throw notFound(PROPERTY_NOT_FOUND);
  return id.toLowerCase();
}
