// What a new draft starts with: the property's facts and the buyer's own details, named as part 2 names the data.
import { normaliseUsPhone } from '@homeward/rules';
import type { DocumentData, DocumentKind, Json } from './document';

export interface Party {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** The property as the property service describes it to its owner. */
export interface PropertyFacts {
  id: string;
  isUnlocked: boolean;
  address: {
    address: string;
    formattedAddress: string;
    street: string;
    streetLine2: string;
    city: string;
    /** Two-letter code. */
    state: string;
    zipCode: string;
  };
  /** One of part 2's property types, or '' when unknown. */
  type: string;
  /** Listing price in US dollars; null when not listed. */
  price: number | null;
  /** Owners of record; empty when the data provider does not know them. */
  sellers: Party[];
  legalDescription: string;
  /** The county's property identification number (the parcel number where the county uses it). */
  pin: string;
}

/** The buyer's account details (identity's profile of the caller). */
export interface BuyerProfile {
  name: string;
  email: string;
  phone: string;
}

const emptyParty = (): Party => ({ name: '', phone: '', email: '', address: '' });

/** The buyer as the first entry of `buyers`; the phone in the spec's (000) 000-0000 form when it is a US number. */
function buyerParty(buyer: BuyerProfile): Party {
  return {
    name: buyer.name.trim(),
    phone: normaliseUsPhone(buyer.phone) ?? buyer.phone.trim(),
    email: buyer.email.trim(),
    address: '',
  };
}

// A seller's phone typed by a data provider may be in any usual US form; documents show the mask.
const sellerParty = (seller: Party): Party => ({
  ...seller,
  phone: normaliseUsPhone(seller.phone) ?? seller.phone,
});

const asJson = (parties: Party[]): Json[] => parties.map((party) => ({ ...party }));

/**
 * The data of a first draft. Street, city, ZIP and state come from the property (the editor shows them disabled);
 * the offer price starts at the listing price; sellers are the owners of record (one empty seller otherwise, so the
 * editor shows the first seller section).
 */
export function prefilledData(
  kind: DocumentKind,
  property: PropertyFacts,
  buyer: BuyerProfile,
): DocumentData {
  const sellers = property.sellers.length > 0 ? property.sellers.map(sellerParty) : [emptyParty()];
  const { address } = property;
  const price = property.price ?? null;
  if (kind === 'offer_letter') {
    return {
      property: {
        address: {
          street: address.street,
          street_line_2: address.streetLine2,
          city: address.city,
          zip_code: address.zipCode,
          state: address.state,
        },
        type: property.type || null,
        sellers: asJson(sellers),
        price,
      },
      buyers: asJson([buyerParty(buyer)]),
    };
  }
  return {
    buyers: asJson([buyerParty(buyer)]),
    sellers: asJson(sellers),
    property: {
      address: {
        address: address.address,
        formatted_address: address.formattedAddress,
        street: address.street,
        street_line_2: address.streetLine2,
        city: address.city,
        state: address.state,
        zip_code: address.zipCode,
      },
      price,
      sellers: asJson(sellers),
      legal_description: property.legalDescription,
      pin: property.pin,
    },
  };
}

/** The address parts the editor shows disabled: a draft keeps the property's values whatever the client sends. */
export const PROPERTY_ADDRESS_PATHS = [
  'property.address.street',
  'property.address.city',
  'property.address.zip_code',
  'property.address.state',
] as const;
