// Every call this service makes to the property service: the caller's property, through the kit's owned-property
// client (which forwards the caller's token); this file says what the service keeps of it and which of its errors
// a failure becomes.
import { connectOwnedPropertyClient, type Logger, type OwnedPropertyClient } from '@homeward/kit';
import type { Property } from '@homeward/protos/gen/homeward/property/v1/property';
import { TourError } from '../domain/errors';
import type { PropertyFacts } from '../domain/property-facts';

/** The caller's property as this service keeps it; failures become TourErrors. */
export type PropertyClient = OwnedPropertyClient<PropertyFacts>;

export function propertyFactsOf(property: Property): PropertyFacts {
  const address = property.address;
  return {
    id: property.id,
    isListed: property.isListed,
    address: address?.formattedAddress || address?.address || '',
    state: address?.state ?? '',
    longitude: address?.location?.lng ?? null,
    listingAgentName: property.listingAgent?.name ?? '',
    listingAgentEmail: property.listingAgent?.email ?? '',
  };
}

export function connectPropertyClient(address: string, deadlineMs: number, logger: Logger): PropertyClient {
  const failures = {
    refused: () => new TourError('callerRefused'),
    unavailable: () => new TourError('propertyUnavailable'),
  };
  return connectOwnedPropertyClient({ address, deadlineMs, logger, failures }, propertyFactsOf);
}
