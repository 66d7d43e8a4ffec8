// Every call this service makes to the property service, one function each. The caller's access token travels
// with each call (the kit's client forwards it), so the property service applies its own ownership rule.
import { status } from '@grpc/grpc-js';
import { connectService, isServiceError, type Logger } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
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

export function connectPropertyClient(address: string, deadlineMs: number, logger: Logger): PropertyClient {
  const connection = connectService(PropertyServiceClient, PropertyServiceService, address);
  return {
    async getOwnedProperty(propertyId) {
      try {
        const { property } = await connection.client.getProperty({ propertyId }, { deadlineMs });
        if (!property) return undefined;
        return {
          id: property.id,
          isUnlocked: property.isUnlocked,
          address: property.address?.formattedAddress || property.address?.address || '',
        };
      } catch (error) {
        if (isServiceError(error) && error.code === status.NOT_FOUND) return undefined;
        if (isServiceError(error) && error.code === status.UNAUTHENTICATED)
          throw new InspectionError('propertyRefusedCaller');
        logger.warn(
          { err: error, code: isServiceError(error) ? status[error.code] : undefined },
          'property service call failed',
        );
        throw new InspectionError('propertyUnavailable');
      }
    },
    close: () => connection.close(),
  };
}
