// RentCast's records as the spec's property details.
import { normaliseUsPhone } from '@homeward/rules';
import { z } from 'zod';
import { addressComponents, splitStreet } from '../../domain/address-components';
import type { ListingAgent, PropertyDetails, Seller } from '../../domain/property';
import { withinLimits, type PropertyType } from '../../domain/property-limits';
import type { RentCastAnswer, RentCastListing, RentCastProperty } from './rentcast-records';

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
  const street = pick('addressLine1') ?? '';
  const city = pick('city') ?? '';
  const state = pick('state') ?? '';
  const zipCode = pick('zipCode') ?? '';
  return withinLimits({
    address: {
      address: typedAddress,
      formattedAddress: pick('formattedAddress') ?? typedAddress,
      street,
      streetLine2: pick('addressLine2') ?? '',
      city,
      state,
      zipCode,
      location: latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null,
      components: addressComponents({
        ...splitStreet(street),
        city,
        county: pick('county') ?? '',
        state,
        zipCode,
      }),
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
    // RentCast's assessorID is the county's parcel identifier, which is what the county calls the PIN
    pin: record?.assessorID ?? '',
    sellers: record ? sellersOf(record) : [],
    dataProvider: 'rentcast',
  });
}

/**
 * The owners of record become the sellers: one per name, each with the owners' mailing address. RentCast knows
 * no owner's phone or e-mail, so those stay empty for the buyer to fill in.
 */
function sellersOf(record: RentCastProperty): Seller[] {
  const address = record.owner?.mailingAddress?.formattedAddress?.trim() ?? '';
  return (record.owner?.names ?? [])
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => ({ name, phone: '', email: '', address }));
}

function agentOf(listing: RentCastListing): ListingAgent | null {
  const name = listing.listingAgent?.name ?? '';
  const company = listing.listingOffice?.name ?? '';
  const phone = listing.listingAgent?.phone ?? listing.listingOffice?.phone ?? '';
  // Only the agent's own e-mail: the office's inbox is not the person the tour desk writes to.
  const email = listing.listingAgent?.email?.trim() ?? '';
  if (!name && !company && !phone) return null;
  return {
    name,
    company,
    phoneNumber: normaliseUsPhone(phone) ?? '',
    email: z.email().safeParse(email).success ? email : '',
  };
}
