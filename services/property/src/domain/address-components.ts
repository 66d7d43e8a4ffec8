// The address in parts, shaped as a maps service gives them (Google's Geocoding API `address_components`), so the
// documents can prefill a county or a street number and anything reading Google's shape reads ours.
import { stateName } from './us-states';

export interface AddressComponent {
  longName: string;
  shortName: string;
  /** Google's types: street_number, route, locality, administrative_area_level_2 (county), ... */
  types: string[];
}

/** What a provider knows of an address, each part empty when unknown. */
export interface AddressParts {
  streetNumber: string;
  /** The street as written on the address ("E Sample Ave"). */
  route: string;
  city: string;
  /** With its kind, as maps services name it ("Salt Lake County", "Orleans Parish"). */
  county: string;
  /** USPS code. */
  state: string;
  zipCode: string;
}

// Abbreviations (USPS Publication 28) onto the words a maps service spells out in a route's long name.
const LONG_FORMS: Record<string, string> = {
  ave: 'Avenue',
  blvd: 'Boulevard',
  cir: 'Circle',
  ct: 'Court',
  dr: 'Drive',
  hwy: 'Highway',
  ln: 'Lane',
  pkwy: 'Parkway',
  pl: 'Place',
  rd: 'Road',
  sq: 'Square',
  st: 'Street',
  ter: 'Terrace',
  trl: 'Trail',
  n: 'North',
  s: 'South',
  e: 'East',
  w: 'West',
  ne: 'Northeast',
  nw: 'Northwest',
  se: 'Southeast',
  sw: 'Southwest',
};

/** "E Sample Ave" -> "East Sample Avenue"; words that are not abbreviations stay as they are. */
export function routeLongName(route: string): string {
  return route
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => LONG_FORMS[word.toLowerCase().replace(/\.$/, '')] ?? word)
    .join(' ');
}

/**
 * "1250 E Sample Ave" -> number "1250", route "E Sample Ave". A street that does not start with a house number
 * ("Rural Route 2") is all route; "12B Main St" keeps "12B" as the number.
 */
export function splitStreet(street: string): { streetNumber: string; route: string } {
  const match = /^(\d+[A-Za-z]?(?:-\d+)?|\d+ \d\/\d)\s+(\S.*)$/.exec(street.trim());
  if (!match) return { streetNumber: '', route: street.trim() };
  return { streetNumber: match[1]!, route: match[2]! };
}

/** The known parts as components, in Google's order; unknown parts are left out, the country when all are. */
export function addressComponents(parts: AddressParts): AddressComponent[] {
  const components: AddressComponent[] = [];
  const add = (longName: string, shortName: string, types: string[]) => {
    if (longName.trim() !== '')
      components.push({ longName: longName.trim(), shortName: shortName.trim(), types });
  };
  add(parts.streetNumber, parts.streetNumber, ['street_number']);
  add(routeLongName(parts.route), parts.route, ['route']);
  add(parts.city, parts.city, ['locality', 'political']);
  add(countyName(parts.county), countyName(parts.county), ['administrative_area_level_2', 'political']);
  const state = parts.state.trim().toUpperCase();
  add(stateName(state) ?? state, state, ['administrative_area_level_1', 'political']);
  add(parts.zipCode, parts.zipCode, ['postal_code']);
  // every property is in the US (the address rules refuse others)
  if (components.length > 0) add('United States', 'US', ['country', 'political']);
  return inGoogleOrder(components);
}

/**
 * RentCast and assessors name a county bare ("Bexar"); maps services add its kind ("Bexar County"). A name that
 * already says its kind (County, Parish, Borough, Census Area, Municipality, city) is kept.
 */
export function countyName(county: string): string {
  const name = county.trim();
  if (name === '') return '';
  if (/\b(county|parish|borough|census area|municipality|city)$/i.test(name)) return name;
  return `${name} County`;
}

/**
 * `preferred`'s components, plus those of `others` whose kind `preferred` lacks (its first type), in Google's order:
 * a geocoder's standardised parts win, a county only the data provider knew is kept.
 */
export function mergeComponents(
  preferred: readonly AddressComponent[],
  others: readonly AddressComponent[],
): AddressComponent[] {
  if (preferred.length === 0) return [...others];
  const kinds = new Set(preferred.map((component) => component.types[0]));
  return inGoogleOrder([...preferred, ...others.filter((component) => !kinds.has(component.types[0]))]);
}

function inGoogleOrder(components: AddressComponent[]): AddressComponent[] {
  const rank = (component: AddressComponent) => {
    const index = ORDER.indexOf(component.types[0] ?? '');
    return index === -1 ? ORDER.length : index;
  };
  return components.sort((a, b) => rank(a) - rank(b));
}

const ORDER = [
  'street_number',
  'route',
  'locality',
  'administrative_area_level_2',
  'administrative_area_level_1',
  'country',
  'postal_code',
];

/** The long name of the first component of that type, or empty (e.g. the county for the documents). */
export function componentOf(components: readonly AddressComponent[], type: string): string {
  return components.find((component) => component.types.includes(type))?.longName ?? '';
}
