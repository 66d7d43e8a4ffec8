import { type EventHandler, MalformedEventError } from '@homeward/kit';
import type { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { deletePropertyDocuments } from '../application/property-documents';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A deleted property takes its owner's offer letters and purchase agreements with it. */
export const onPropertyDeleted: EventHandler<PropertyDeleted> = async (event, trx) => {
  const { propertyId, ownerId } = event.payload;
  if (!UUID.test(propertyId)) throw new MalformedEventError('property.deleted', 'a property_id');
  if (!ownerId) throw new MalformedEventError('property.deleted', 'an owner_id');
  await deletePropertyDocuments(trx, ownerId, propertyId.toLowerCase());
};
