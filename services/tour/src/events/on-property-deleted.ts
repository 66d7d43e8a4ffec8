import { type EventHandler, handlePropertyDeletions } from '@homeward/kit';
import type { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { deletePropertyTours } from '../application/property-tours';

export interface PropertyDeletedDeps {
  relay: { notify(): void };
}

/** A deleted property takes its owner's tours with it, announcing those still planned as cancelled. */
export function onPropertyDeleted(deps: PropertyDeletedDeps): EventHandler<PropertyDeleted> {
  return handlePropertyDeletions((trx, { ownerId, propertyId }) =>
    deletePropertyTours(trx, deps.relay, ownerId, propertyId),
  );
}
