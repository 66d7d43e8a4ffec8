// The payloads of the events this service publishes.
import {
  PropertyCreated,
  PropertyDeleted,
  PropertyUnlocked,
} from '@homeward/protos/gen/homeward/property/v1/events';
import type { Property } from '../domain/property';

/** CloudEvents `source` of everything this service publishes. */
export const EVENT_SOURCE = 'homeward/property';

export function propertyCreatedEvent(property: Property, occurredAt: Date): PropertyCreated {
  return PropertyCreated.fromPartial({
    propertyId: property.id,
    ownerId: property.ownerId,
    address: property.address.formattedAddress || property.address.address,
    occurredAt: occurredAt.toISOString(),
  });
}

export function propertyDeletedEvent(property: Property, occurredAt: Date): PropertyDeleted {
  return PropertyDeleted.fromPartial({
    propertyId: property.id,
    ownerId: property.ownerId,
    occurredAt: occurredAt.toISOString(),
  });
}

export function propertyUnlockedEvent(
  property: Property,
  paymentId: string,
  occurredAt: Date,
): PropertyUnlocked {
  return PropertyUnlocked.fromPartial({
    propertyId: property.id,
    ownerId: property.ownerId,
    paymentId,
    occurredAt: occurredAt.toISOString(),
  });
}
