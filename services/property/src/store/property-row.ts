// The properties table's row, and its translation to and from the domain's Property.
import type { AddressComponent } from '../domain/address-components';
import type {
  ListingAgent,
  Property,
  PropertyAddress,
  PropertyDetails,
  PropertyStatus,
  StreetViewState,
} from '../domain/property';
import type { EditedListingAgent } from '../domain/property-edit';

/** The spec's address object as stored (jsonb, spec field names). */
export interface AddressJson {
  address: string;
  formatted_address: string;
  street: string;
  street_line_2: string;
  city: string;
  state: string;
  zip_code: string;
  geometry: { location: { lat: number; lng: number } } | null;
  /** Google's shape; absent from rows stored before components were kept. */
  address_components?: AddressComponentJson[];
}

export interface AddressComponentJson {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface SellerJson {
  name: string;
  phone: string;
  email: string;
  address: string;
}

export interface ListingAgentJson {
  name: string;
  company: string;
  phone_number: string;
  /** Absent in rows written before the listing agent had an e-mail. */
  email?: string;
}

export interface PropertyRow {
  id: string;
  owner_id: string;
  created_at: Date;
  status: PropertyStatus;
  address: AddressJson;
  // pg returns numeric columns as strings, so as not to lose precision
  price: string | null;
  is_listed: boolean;
  is_unlocked: boolean;
  is_sample: boolean;
  bedrooms_num: number | null;
  bathrooms_num: string | null;
  size: number | null;
  type: string;
  images: string[];
  listing_agent: ListingAgentJson | null;
  data_provider: string;
  home_inspection_id: string | null;
  legal_description: string;
  parcel_number: string;
  pin: string;
  sellers: SellerJson[];
  street_view: StreetViewState | null;
}

export function propertyFromRow(row: PropertyRow): Property {
  return {
    id: row.id,
    ownerId: row.owner_id,
    createdAt: row.created_at,
    status: row.status,
    address: addressFromJson(row.address),
    price: numberOrNull(row.price),
    isListed: row.is_listed,
    isUnlocked: row.is_unlocked,
    isSample: row.is_sample,
    bedroomsNum: row.bedrooms_num,
    bathroomsNum: numberOrNull(row.bathrooms_num),
    size: row.size,
    type: row.type,
    images: row.images,
    listingAgent: row.listing_agent
      ? {
          name: row.listing_agent.name,
          company: row.listing_agent.company,
          phoneNumber: row.listing_agent.phone_number,
          email: row.listing_agent.email ?? '',
        }
      : null,
    dataProvider: row.data_provider,
    homeInspectionId: row.home_inspection_id,
    legalDescription: row.legal_description,
    parcelNumber: row.parcel_number,
    pin: row.pin,
    sellers: row.sellers.map((seller) => ({ ...seller })),
    streetView: row.street_view
      ? { available: row.street_view.available, location: row.street_view.location ?? null }
      : null,
  };
}

/**
 * Columns for a new draft. jsonb values go in as JSON text: pg would turn a JS array into a Postgres array
 * literal, not JSON.
 */
export function draftColumns(id: string, ownerId: string, details: PropertyDetails) {
  return {
    id,
    owner_id: ownerId,
    status: 'draft' satisfies PropertyStatus,
    address: JSON.stringify(addressToJson(details.address)),
    ...detailColumns(details),
  };
}

/**
 * The columns a data provider's answer fills, without the address: a re-parse rewrites these and leaves the
 * address (and with it the geocode) as it is.
 */
export function detailColumns(details: PropertyDetails) {
  return {
    price: details.price,
    is_listed: details.isListed,
    bedrooms_num: details.bedroomsNum,
    bathrooms_num: details.bathroomsNum,
    size: details.size,
    type: details.type,
    images: JSON.stringify(details.images),
    listing_agent: details.listingAgent ? JSON.stringify(listingAgentToJson(details.listingAgent)) : null,
    legal_description: details.legalDescription,
    parcel_number: details.parcelNumber,
    pin: details.pin,
    sellers: JSON.stringify(details.sellers.map((seller) => ({ ...seller }) satisfies SellerJson)),
    data_provider: details.dataProvider,
  };
}

export function streetViewColumn(state: StreetViewState): string {
  return JSON.stringify(state);
}

export function addressToJson(address: PropertyAddress): AddressJson {
  return {
    address: address.address,
    formatted_address: address.formattedAddress,
    street: address.street,
    street_line_2: address.streetLine2,
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
    geometry: address.location
      ? { location: { lat: address.location.lat, lng: address.location.lng } }
      : null,
    address_components: address.components.map(componentToJson),
  };
}

function componentToJson(component: AddressComponent): AddressComponentJson {
  return { long_name: component.longName, short_name: component.shortName, types: [...component.types] };
}

function componentFromJson(json: AddressComponentJson): AddressComponent {
  return { longName: json.long_name, shortName: json.short_name, types: [...json.types] };
}

export function addressFromJson(json: AddressJson): PropertyAddress {
  const location = json.geometry?.location;
  return {
    address: json.address,
    formattedAddress: json.formatted_address,
    street: json.street,
    streetLine2: json.street_line_2,
    city: json.city,
    state: json.state,
    zipCode: json.zip_code,
    location: location ? { lat: location.lat, lng: location.lng } : null,
    components: (json.address_components ?? []).map(componentFromJson),
  };
}

/** An edited agent's columns, without the e-mail the edit form does not have. */
export function editedAgentToJson(agent: EditedListingAgent): Omit<ListingAgentJson, 'email'> {
  return { name: agent.name, company: agent.company, phone_number: agent.phoneNumber };
}

export function listingAgentToJson(agent: ListingAgent): ListingAgentJson {
  return { name: agent.name, company: agent.company, phone_number: agent.phoneNumber, email: agent.email };
}

function numberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}
