// What a new draft starts from: the property's facts and the buyer's own details.
import type { PrefillSource } from '@homeward/document-definitions';
import { normaliseUsPhone } from '@homeward/rules';

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
  /** Names of the owners of record; empty when the data provider does not know them. */
  sellers: string[];
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

/** The prefill @homeward/document-definitions builds a new draft from; the buyer's phone in the spec's (000) 000-0000 form. */
export function prefillSource(property: PropertyFacts, buyer: BuyerProfile): PrefillSource {
  const { address } = property;
  return {
    property: {
      address: {
        street: address.street,
        street_line_2: address.streetLine2,
        city: address.city,
        zip_code: address.zipCode,
        state: address.state,
        formatted_address: address.formattedAddress || address.address,
      },
      type: property.type || null,
      price: property.price,
      sellers: property.sellers,
      legal_description: property.legalDescription,
      pin: property.pin,
    },
    buyer: {
      name: buyer.name.trim(),
      email: buyer.email.trim(),
      phone: normaliseUsPhone(buyer.phone) ?? buyer.phone.trim(),
    },
  };
}
