// Every call this service makes to the property service: the caller's property, through the kit's owned-property
// client (which forwards the caller's token); this file says what the service keeps of it and which of its errors
// a failure becomes.
import { connectOwnedPropertyClient, type Logger, type OwnedPropertyClient } from '@homeward/kit';
import type { Property } from '@homeward/protos/gen/homeward/property/v1/property';
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

/** The caller's property as this service keeps it; failures become InspectionErrors. */
export type PropertyClient = OwnedPropertyClient<OwnedProperty>;

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
  const failures = {
    refused: () => new InspectionError('propertyRefusedCaller'),
    unavailable: () => new InspectionError('propertyUnavailable'),
  };
  return connectOwnedPropertyClient({ address, deadlineMs, logger, failures }, ownedPropertyOf);
}
