import type { PropertyDetails } from '../domain/property';
import { AddressOnlyProvider } from './address-only';
import { DEMO_LISTINGS, demoDetails, type DemoListing } from './demo-listings';
import type { PropertyDataProvider } from './property-data-provider';

// Long street suffixes and directionals onto the short forms the demo listings use, so "1423 Maple Ridge Drive"
// finds "1423 Maple Ridge Dr".
const SHORT_FORMS: Record<string, string> = {
  avenue: 'ave',
  boulevard: 'blvd',
  court: 'ct',
  drive: 'dr',
  lane: 'ln',
  parkway: 'pkwy',
  road: 'rd',
  street: 'st',
  trail: 'trl',
  east: 'e',
  west: 'w',
  north: 'n',
  south: 's',
};

/** Text compared loosely: case, punctuation and suffix spelling do not matter. */
export function streetKey(street: string): string {
  return street
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => SHORT_FORMS[word] ?? word)
    .join(' ');
}

/**
 * The demo dataset: an address naming one of the demo homes (its street, plus its ZIP or its city) gets that home's
 * made-up listing; any other address is described from the address alone, as offline.
 */
export class DemoProvider implements PropertyDataProvider {
  readonly name = 'demo';
  private readonly fallback = new AddressOnlyProvider();

  async lookup(address: string): Promise<PropertyDetails> {
    const listing = findDemoListing(address);
    return listing ? demoDetails(listing, address) : this.fallback.lookup(address);
  }
}

/**
 * The demo home the address names: it starts with the home's street and also names its ZIP or its city, compared
 * word by word so commas, case and "Drive"/"Dr" do not matter.
 */
export function findDemoListing(address: string): DemoListing | undefined {
  const words = streetKey(address);
  return DEMO_LISTINGS.find((listing) => {
    const street = streetKey(listing.street);
    if (words !== street && !words.startsWith(`${street} `)) return false;
    const rest = ` ${words.slice(street.length)} `;
    return rest.includes(` ${listing.zipCode} `) || rest.includes(` ${streetKey(listing.city)} `);
  });
}
