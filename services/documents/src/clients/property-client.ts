// Every call this service makes to the property service: the caller's property, through the kit's owned-property
// client (which forwards the caller's token); this file says what the service keeps of it and which of its errors
// a failure becomes.
import { connectOwnedPropertyClient, type Logger, type OwnedPropertyClient } from '@homeward/kit';
import type { Property } from '@homeward/protos/gen/homeward/property/v1/property';
import { DocumentError } from '../domain/errors';
import type { PropertyFacts } from '../domain/prefill';

/** The caller's property as this service keeps it; failures become DocumentErrors. */
export type PropertyClient = OwnedPropertyClient<PropertyFacts>;

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
  const failures = {
    refused: () => new DocumentError('callerRefused'),
    unavailable: () => new DocumentError('propertyUnavailable'),
  };
  return connectOwnedPropertyClient({ address, deadlineMs, logger, failures }, propertyFactsOf);
}
