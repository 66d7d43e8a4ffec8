import {
  PropertyServiceClient,
  PropertyServiceService,
  type Property,
} from '@homeward/protos/gen/homeward/property/v1/property';
import type { Logger } from '../logger';
import { connectService } from './client';
import { lookupOwned, type OwnedLookupFailures } from './owned-lookup';

/** The one call every service but property makes to it: the caller's property, as that service needs it. */
export interface OwnedPropertyClient<T> {
  /**
   * The caller's property; undefined when it does not exist or belongs to someone else. Fails with the calling
   * service's own errors (`failures`), never with the property service's gRPC error.
   */
  getOwnedProperty(propertyId: string): Promise<T | undefined>;
  close(): void;
}

/**
 * Connects to the property service for one calling service. The caller's access token travels with the call (the
 * kit's client forwards it), so the property service applies its own ownership rule; the caller says what of the
 * property it keeps (`factsOf`) and which of its errors a failure becomes.
 */
export function connectOwnedPropertyClient<T>(
  options: { address: string; deadlineMs: number; logger: Logger; failures: OwnedLookupFailures },
  factsOf: (property: Property) => T,
): OwnedPropertyClient<T> {
  const { address, deadlineMs, logger, failures } = options;
  const connection = connectService(PropertyServiceClient, PropertyServiceService, address);
  return {
    async getOwnedProperty(propertyId) {
      const response = await lookupOwned(
        'property service',
        () => connection.client.getProperty({ propertyId }, { deadlineMs }),
        failures,
        logger,
      );
      return response?.property ? factsOf(response.property) : undefined;
    },
    close: () => connection.close(),
  };
}
