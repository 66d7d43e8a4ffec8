// Every call this service makes to the property service, one function each. The caller's access token travels
// with each call (the kit's client forwards it), so the property service applies its own ownership rule.
import { connectService, lookupOwned, type Logger } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
  type Property,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { stateCode } from '../domain/costs/regional-factors';
import { InspectionError } from '../domain/errors';

export interface OwnedProperty {
  id: string;
  isUnlocked: boolean;
  /** The address as the buyer reads it (formatted when the property service has it). */
  address: string;
  /** The state's two letters, from the address's state or its administrative_area_level_1; undefined when neither
   * names one of the 50 states or DC. */
  state?: string;
}

export interface PropertyClient {
  /**
   * The caller's property; undefined when it does not exist or belongs to someone else. Fails with the domain's
   * `propertyUnavailable` or `propertyRefusedCaller` InspectionError, never with the property service's gRPC error.
   */
  getOwnedProperty(propertyId: string): Promise<OwnedProperty | undefined>;
  close(): void;
}

function stateOf(property: Property): string | undefined {
  const level1 = property.address?.addressComponents.find((c) =>
    c.types.includes('administrative_area_level_1'),
  );
  return stateCode(property.address?.state) ?? stateCode(level1?.shortName) ?? stateCode(level1?.longName);
}

function ownedPropertyOf(property: Property): OwnedProperty {
  const state = stateOf(property);
  return {
    id: property.id,
    isUnlocked: property.isUnlocked,
    address: property.address?.formattedAddress || property.address?.address || '',
    ...(state ? { state } : {}),
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
