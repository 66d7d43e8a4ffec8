// RentCast's records as the spec's property details.
import { normaliseUsPhone } from '@homeward/rules';
import type { ListingAgent, PropertyDetails } from '../../domain/property';
import { withinLimits, type PropertyType } from '../../domain/property-limits';
import type { RentCastAnswer, RentCastListing } from './rentcast-records';

// RentCast's property types (its documented list) onto the spec's.
const TYPES: Record<string, PropertyType> = {
  'Single Family': 'Single Family Residence',
  Condo: 'Condo',
  Townhouse: 'Townhome',
  Manufactured: 'Mobile Home',
};

/**
 * Details from RentCast's answer, or undefined when it knew neither a record nor a listing for the address
 * (then the caller falls back to the address alone). The listing is newer than the public record, so its facts
 * win where both have them.
 */
export function detailsFromRentCast(
  typedAddress: string,
  answer: RentCastAnswer,
): PropertyDetails | undefined {
  const { record, listing } = answer;
  if (!record && !listing) return undefined;
  const pick = <K extends keyof NonNullable<RentCastAnswer['record']>>(key: K) =>
    listing?.[key] ?? record?.[key] ?? null;
  const latitude = pick('latitude');
  const longitude = pick('longitude');
  const isListed = listing?.status === 'Active';
  const rawType = pick('propertyType');
  return withinLimits({
    address: {
      address: typedAddress,
      formattedAddress: pick('formattedAddress') ?? typedAddress,
      street: pick('addressLine1') ?? '',
      streetLine2: pick('addressLine2') ?? '',
      city: pick('city') ?? '',
      state: pick('state') ?? '',
      zipCode: pick('zipCode') ?? '',
      location: latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null,
    },
    price: isListed ? (listing?.price ?? null) : null,
    isListed,
    bedroomsNum: pick('bedrooms'),
    bathroomsNum: pick('bathrooms'),
    size: pick('squareFootage'),
    type: rawType === null ? '' : (TYPES[rawType] ?? 'Other'),
    // RentCast carries no photos; the card falls back to Street View.
    images: [],
    listingAgent: isListed && listing ? agentOf(listing) : null,
    legalDescription: record?.legalDescription ?? '',
    parcelNumber: record?.assessorID ?? '',
    dataProvider: 'rentcast',
  });
}

function agentOf(listing: RentCastListing): ListingAgent | null {
  const name = listing.listingAgent?.name ?? '';
  const company = listing.listingOffice?.name ?? '';
  const phone = listing.listingAgent?.phone ?? listing.listingOffice?.phone ?? '';
  if (!name && !company && !phone) return null;
  return { name, company, phoneNumber: normaliseUsPhone(phone) ?? '' };
}
