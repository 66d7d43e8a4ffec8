import { type EventHandler, MalformedEventError } from '@homeward/kit';
import type { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { deletePropertyTours } from '../application/property-tours';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PropertyDeletedDeps {
  relay: { notify(): void };
}

/** A deleted property takes its owner's tours with it, announcing those still planned as cancelled. */
export function onPropertyDeleted(deps: PropertyDeletedDeps): EventHandler<PropertyDeleted> {
  return async (event, trx) => {
    const { propertyId, ownerId } = event.payload;
    if (!UUID.test(propertyId)) throw new MalformedEventError('property.deleted', 'a property_id');
    if (!ownerId) throw new MalformedEventError('property.deleted', 'an owner_id');
    await deletePropertyTours(trx, deps.relay, ownerId, propertyId.toLowerCase());
  };
}
