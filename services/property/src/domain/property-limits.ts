// The spec's limits on a property's facts (section 5 edit rules, section 9 constants), the edit's own limits from
// @homeward/rules. The table's check constraints hold the same numbers; whatever a provider reports outside them is
// treated as unknown.
import { PROPERTY_EDIT_LIMITS } from '@homeward/rules';
import type { PropertyDetails } from './property';

const { roomsMin, roomsMax, sizeMin, sizeMax, priceMax } = PROPERTY_EDIT_LIMITS;

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
    bedroomsNum: between(rounded(details.bedroomsNum), roomsMin, roomsMax),
    bathroomsNum: between(details.bathroomsNum, roomsMin, roomsMax),
    size: between(rounded(details.size), sizeMin, sizeMax),
    price: price !== null && Number.isFinite(price) && price > 0 && price <= priceMax ? price : null,
  };
}
