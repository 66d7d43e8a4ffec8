// Every call this service makes to the property service, one function each. The caller's access token travels
// with each call (the kit's client forwards it), so the property service applies its own ownership rule.
import { connectService, lookupOwned, type Logger } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { PaymentError } from '../domain/errors';

export interface OwnedProperty {
  id: string;
  isUnlocked: boolean;
}

export interface PropertyClient {
  /**
   * The caller's property; undefined when it does not exist or belongs to someone else. Fails with the domain's
   * `propertyUnavailable` or `propertyRefusedCaller` PaymentError, never with the property service's gRPC error.
   */
  getOwnedProperty(propertyId: string): Promise<OwnedProperty | undefined>;
  close(): void;
}

export function connectPropertyClient(address: string, deadlineMs: number, logger: Logger): PropertyClient {
  const connection = connectService(PropertyServiceClient, PropertyServiceService, address);
  const failures = {
    refused: () => new PaymentError('propertyRefusedCaller'),
    unavailable: () => new PaymentError('propertyUnavailable'),
  };
  return {
    async getOwnedProperty(propertyId) {
      const response = await lookupOwned(
        'property service',
        () => connection.client.getProperty({ propertyId }, { deadlineMs }),
        failures,
        logger,
      );
      return response?.property
        ? { id: response.property.id, isUnlocked: response.property.isUnlocked }
        : undefined;
    },
    close: () => connection.close(),
  };
}
