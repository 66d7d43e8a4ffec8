// A buyer's property as the service reasons about it, independent of tables and protobuf.
import type { AddressComponent } from './address-components';

export type PropertyStatus = 'draft' | 'active';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The spec's address object. */
export interface PropertyAddress {
  /** What the buyer typed, whitespace-normalised. */
  address: string;
  formattedAddress: string;
  street: string;
  streetLine2: string;
  city: string;
  /** USPS two-letter code, or empty when the address did not name a state. */
  state: string;
  zipCode: string;
  location: LatLng | null;
  /** The address in parts, as a maps service gives them; only the parts the provider or geocoder knew. */
  components: AddressComponent[];
}

/** An owner of record who sells the home (spec: sellers); empty strings for what the provider did not know. */
export interface Seller {
  name: string;
  phone: string;
  email: string;
  /** Mailing address, one line. */
  address: string;
}

export interface ListingAgent {
  name: string;
  company: string;
  phoneNumber: string;
  /** Empty when the data provider does not know it; the tour desk's e-mail goes to it when known. */
  email: string;
}

/** What a data provider knows about the home at an address. */
export interface PropertyDetails {
  address: PropertyAddress;
  /** US dollars; null when not listed or unknown. */
  price: number | null;
  isListed: boolean;
  bedroomsNum: number | null;
  bathroomsNum: number | null;
  /** Square feet. */
  size: number | null;
  /** One of the spec's property types, or empty when unknown. */
  type: string;
  images: string[];
  listingAgent: ListingAgent | null;
  /** From public records (RentCast); empty when unknown. */
  legalDescription: string;
  /** The assessor's parcel number (APN); empty when unknown. */
  parcelNumber: string;
  /** The property identification number as the county records it; empty when unknown. */
  pin: string;
  /** The owners of record; empty when the provider does not know them. */
  sellers: Seller[];
  /** Which provider produced the details. */
  dataProvider: string;
}

/** What Street View said about the property's location: null until asked. */
export interface StreetViewState {
  available: boolean;
  /** The panorama's position when available (it may differ slightly from the geocode). */
  location: LatLng | null;
}

export interface Property extends PropertyDetails {
  id: string;
  ownerId: string;
  createdAt: Date;
  status: PropertyStatus;
  isUnlocked: boolean;
  isSample: boolean;
  homeInspectionId: string | null;
  streetView: StreetViewState | null;
}

/** Why a property may not be removed by its owner, or undefined when it may (spec: not once unlocked). */
export function removalBlocker(property: Pick<Property, 'isUnlocked'>): string | undefined {
  return property.isUnlocked ? 'An unlocked property cannot be removed' : undefined;
}

/** Only activation announces a property: a draft closed in the preview is deleted and nobody hears of it. */
export function announcesDeletion(property: Pick<Property, 'status'>): boolean {
  return property.status === 'active';
}
