// The spec's limits on a property's facts (section 5 edit rules, section 9 constants). The table's check
// constraints hold the same numbers; whatever a provider reports outside them is treated as unknown.
import type { PropertyDetails } from './property';

export const ROOMS_MIN = 1;
export const ROOMS_MAX = 99;
export const SIZE_MIN = 1;
export const PRICE_MAX = 500_000_000;
// The column is a 32-bit integer (and so is the protobuf field).
export const SIZE_MAX = 2_147_483_647;

/** The spec's property types; anything a provider calls otherwise becomes 'Other'. */
export const PROPERTY_TYPES = [
  'Single Family Residence',
  'Condo',
  'Duplex',
  'Townhome',
  'Mobile Home',
  'Other',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * A provider's answer within the limits: a studio's 0 bedrooms, a 0 sq ft size or a $0 "price" mean "unknown"
 * to the buyer, and storing them would break the table's constraints.
 */
export function withinLimits(details: PropertyDetails): PropertyDetails {
  const between = (value: number | null, min: number, max: number) =>
    value !== null && Number.isFinite(value) && value >= min && value <= max ? value : null;
  const rounded = (value: number | null) => (value === null ? null : Math.round(value));
  const price = details.price;
  return {
    ...details,
    bedroomsNum: between(rounded(details.bedroomsNum), ROOMS_MIN, ROOMS_MAX),
    bathroomsNum: between(details.bathroomsNum, ROOMS_MIN, ROOMS_MAX),
    size: between(rounded(details.size), SIZE_MIN, SIZE_MAX),
    price: price !== null && Number.isFinite(price) && price > 0 && price <= PRICE_MAX ? price : null,
  };
}
