// Every call this service makes to the property service, one function each. The caller's access token travels
// with each call (the kit's client forwards it), so the property service applies its own ownership rule.
import { connectService, lookupOwned, type Logger } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
  type Property,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { InspectionError } from '../domain/errors';

export interface OwnedProperty {
  id: string;
  isUnlocked: boolean;
  /** The address as the buyer reads it (formatted when the property service has it). */
  address: string;
}

export interface PropertyClient {
  /**
   * The caller's property; undefined when it does not exist or belongs to someone else. Fails with the domain's
   * `propertyUnavailable` or `propertyRefusedCaller` InspectionError, never with the property service's gRPC error.
   */
  getOwnedProperty(propertyId: string): Promise<OwnedProperty | undefined>;
  close(): void;
}

function ownedPropertyOf(property: Property): OwnedProperty {
  return {
    id: property.id,
    isUnlocked: property.isUnlocked,
    address: property.address?.formattedAddress || property.address?.address || '',
  };
}

export function connectPropertyClient(address: string, deadlineMs: number, logger: Logger): PropertyClient {
  const connection = connectService(PropertyServiceClient, PropertyServiceService, address);
  const failures = {
    refused: () => new InspectionError('propertyRefusedCaller'),
    unavailable: () => new InspectionError('propertyUnavailable'),
  };
  return {
    async getOwnedProperty(propertyId) {
      const response = await lookupOwned(
        'property service',
        () => connection.client.getProperty({ propertyId }, { deadlineMs }),
        failures,
        logger,
      );
      return response?.property ? ownedPropertyOf(response.property) : undefined;
    },
    close: () => connection.close(),
  };
}
