// What the RPCs accept. Keys are the spec's field names, which become the field violations' names.
import { notFound } from '@homeward/kit';
import { z } from 'zod';
import type { UpdatePropertyRequest } from '@homeward/protos/gen/homeward/property/v1/property';
import { addressInputSchema, searchInputSchema } from '../domain/address-input';
import { parsePropertyEdit, type PropertyEdit } from '../domain/property-edit';

export const PROPERTY_NOT_FOUND = 'Property not found';

export const createPropertyRequest = z.object({ address: addressInputSchema });
export const listPropertiesRequest = z.object({ search: searchInputSchema });

/** UpdateProperty as the spec's edit form; absent fields stay absent. */
export function propertyEditOf(request: UpdatePropertyRequest): PropertyEdit {
  const agent = request.listingAgent;
  return parsePropertyEdit({
    bedrooms_num: request.bedroomsNum,
    bathrooms_num: request.bathroomsNum,
    size: request.size,
    price: request.price,
    listing_agent: agent
      ? { name: agent.name, company: agent.company, phone_number: agent.phoneNumber }
      : undefined,
  });
}

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
