// Every call this service makes to the property service: the caller's property, through the kit's owned-property
// client (which forwards the caller's token); this file says what the service keeps of it and which of its errors
// a failure becomes.
import { connectOwnedPropertyClient, type Logger, type OwnedPropertyClient } from '@homeward/kit';
import type { Property } from '@homeward/protos/gen/homeward/property/v1/property';
import { PaymentError } from '../domain/errors';

export interface OwnedProperty {
  id: string;
  isUnlocked: boolean;
}

/** The caller's property as this service keeps it; failures become PaymentErrors. */
export type PropertyClient = OwnedPropertyClient<OwnedProperty>;

export function connectPropertyClient(address: string, deadlineMs: number, logger: Logger): PropertyClient {
  const failures = {
    refused: () => new PaymentError('propertyRefusedCaller'),
    unavailable: () => new PaymentError('propertyUnavailable'),
  };
  return connectOwnedPropertyClient({ address, deadlineMs, logger, failures }, (property: Property) => ({
    id: property.id,
    isUnlocked: property.isUnlocked,
  }));
}
