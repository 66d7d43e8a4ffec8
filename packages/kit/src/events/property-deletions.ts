import type { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { topics } from '@homeward/protos/topics';
import type { Knex } from 'knex';
import type { EventHandler } from './consumer';
import { MalformedEventError } from './malformed-event';

/** The property a property.deleted event names, its id in lower case as the services store it. */
export interface DeletedProperty {
  propertyId: string;
  ownerId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The handler of property.deleted for a service that keeps things per property. An event naming no property or no
 * owner is refused (the consumer retries, then dead-letters it); otherwise `removeWith`, the service's own use case,
 * runs in the inbox's transaction, so a redelivered event is skipped by the inbox and acted on once.
 */
export function handlePropertyDeletions(
  removeWith: (trx: Knex.Transaction, property: DeletedProperty) => Promise<unknown>,
): EventHandler<PropertyDeleted> {
  return async (event, trx) => {
    const { propertyId, ownerId } = event.payload;
    if (!UUID.test(propertyId)) throw new MalformedEventError(topics.propertyDeleted.name, 'a property_id');
    if (!ownerId) throw new MalformedEventError(topics.propertyDeleted.name, 'an owner_id');
    await removeWith(trx, { propertyId: propertyId.toLowerCase(), ownerId });
  };
}
