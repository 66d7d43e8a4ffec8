// Every call this service makes to the property service. The caller's access token travels with each call (the
// kit's client forwards it), so the property service applies its own ownership rule.
import { connectService, lookupOwned, type Logger } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
  type Property,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { TourError } from '../domain/errors';
import type { PropertyFacts } from '../domain/property-facts';

export interface PropertyClient {
  /**
   * The caller's property; undefined when it does not exist or belongs to someone else. Fails with TourError
   * `propertyUnavailable` or `callerRefused`, never with the property service's gRPC error.
   */
  getOwnedProperty(propertyId: string): Promise<PropertyFacts | undefined>;
  close(): void;
}

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
  const connection = connectService(PropertyServiceClient, PropertyServiceService, address);
  const failures = {
    refused: () => new TourError('callerRefused'),
    unavailable: () => new TourError('propertyUnavailable'),
  };
  return {
    async getOwnedProperty(propertyId) {
      const response = await lookupOwned(
        'property service',
        () => connection.client.getProperty({ propertyId }, { deadlineMs }),
        failures,
        logger,
      );
      return response?.property ? propertyFactsOf(response.property) : undefined;
    },
    close: () => connection.close(),
  };
}
