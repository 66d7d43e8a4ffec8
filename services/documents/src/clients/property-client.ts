// Every call this service makes to the property service. The caller's access token travels with each call (the
// kit's client forwards it), so the property service applies its own ownership rule.
import { connectService, lookupOwned, type Logger } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
  type Property,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { DocumentError } from '../domain/errors';
import type { PropertyFacts } from '../domain/prefill';

export interface PropertyClient {
  /**
   * The caller's property; undefined when it does not exist or belongs to someone else. Fails with DocumentError
   * `propertyUnavailable` or `callerRefused`, never with the property service's gRPC error.
   */
  getOwnedProperty(propertyId: string): Promise<PropertyFacts | undefined>;
  close(): void;
}

export function propertyFactsOf(property: Property): PropertyFacts {
  const address = property.address;
  return {
    id: property.id,
    isUnlocked: property.isUnlocked,
    address: {
      address: address?.address ?? '',
      formattedAddress: address?.formattedAddress ?? '',
      street: address?.street ?? '',
      streetLine2: address?.streetLine2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zipCode: address?.zipCode ?? '',
    },
    type: property.type,
    price: property.price ?? null,
    sellers: property.sellers.map((seller) => seller.name.trim()).filter((name) => name !== ''),
    legalDescription: property.legalDescription,
    // Many counties use the parcel number as the PIN; property fills `pin` where the county's differs or is known.
    pin: property.pin || property.parcelNumber,
  };
}

export function connectPropertyClient(address: string, deadlineMs: number, logger: Logger): PropertyClient {
  const connection = connectService(PropertyServiceClient, PropertyServiceService, address);
  const failures = {
    refused: () => new DocumentError('callerRefused'),
    unavailable: () => new DocumentError('propertyUnavailable'),
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
