// The homes of the search scenario and what a buyer types to find them. Addresses are spread evenly over ten
// cities (each with its own ZIP prefix) and twenty streets, so every kind of term matches a known share of the
// 1,000: a city about a tenth, a street about a twentieth, a ZIP prefix its city's tenth, one term nothing at all.

export interface BenchCity {
  city: string;
  state: string;
  /** First three digits of every ZIP code given to this city's homes. */
  zipPrefix: string;
}

export const BENCH_CITIES: readonly BenchCity[] = [
  { city: 'Austin', state: 'TX', zipPrefix: '787' },
  { city: 'Denver', state: 'CO', zipPrefix: '802' },
  { city: 'Portland', state: 'OR', zipPrefix: '972' },
  { city: 'Raleigh', state: 'NC', zipPrefix: '276' },
  { city: 'Madison', state: 'WI', zipPrefix: '537' },
  { city: 'Boise', state: 'ID', zipPrefix: '837' },
  { city: 'Tucson', state: 'AZ', zipPrefix: '857' },
  { city: 'Omaha', state: 'NE', zipPrefix: '681' },
  { city: 'Richmond', state: 'VA', zipPrefix: '232' },
  { city: 'Savannah', state: 'GA', zipPrefix: '314' },
];

export const BENCH_STREETS: readonly string[] = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Elm St',
  'Pine Rd',
  'Lakeview Blvd',
  'Sunset Way',
  'Riverside Dr',
  'Highland Ave',
  'Willow Ct',
  'Park Pl',
  'Chestnut St',
  'Hillcrest Rd',
  'Magnolia Ln',
  'Birch Ter',
  'Walnut Ave',
  'Spruce Way',
  'Aspen Trl',
  'Meadow Loop',
];

/**
 * The `index`-th home (0-based) as a buyer would type it, e.g. "100 Main St, Austin, TX 78701". House numbers are
 * 100 + index, so every address is distinct; consecutive homes change city first, then street.
 */
export function benchAddress(index: number): string {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`index must be a whole number >= 0, got ${index}`);
  const { city, state, zipPrefix } = BENCH_CITIES[index % BENCH_CITIES.length]!;
  const round = Math.floor(index / BENCH_CITIES.length);
  const street = BENCH_STREETS[round % BENCH_STREETS.length]!;
  const zip = `${zipPrefix}${String(1 + (round % 50)).padStart(2, '0')}`;
  return `${100 + index} ${street}, ${city}, ${state} ${zip}`;
}

export function benchAddresses(count: number): string[] {
  return Array.from({ length: count }, (_, index) => benchAddress(index));
}

export type SearchTermKind = 'city' | 'street' | 'zip prefix' | 'no match';

export interface SearchTerm {
  kind: SearchTermKind;
  /** Exactly what the search box sends: already trimmed, single-spaced, in the casing people type. */
  text: string;
}

/** A realistic mix: whole and lower-case city names, street fragments, ZIP prefixes, and a miss. */
export const SEARCH_TERMS: readonly SearchTerm[] = [
  { kind: 'city', text: 'Austin' },
  { kind: 'city', text: 'denver' },
  { kind: 'city', text: 'Savannah' },
  { kind: 'street', text: 'Maple' },
  { kind: 'street', text: 'oak ave' },
  { kind: 'street', text: 'Main St' },
  { kind: 'zip prefix', text: '787' },
  { kind: 'zip prefix', text: '972' },
  { kind: 'no match', text: 'Quokka Hollow' },
];

/**
 * How many of `addresses` the property service's search should return for `term`: a case-insensitive substring
 * of the typed address (what its ILIKE '%term%' on the address does), used to check both sides answer alike.
 */
export function expectedMatches(addresses: readonly string[], term: string): number {
  const needle = term.toLowerCase();
  return addresses.filter((address) => address.toLowerCase().includes(needle)).length;
}

/** `/api/properties?search=<term>`, encoded as the SPA's fetch does. */
export function searchPath(term: string): string {
  return `/api/properties?${new URLSearchParams({ search: term }).toString()}`;
}

/**
 * Hands out `items` in turn, starting over after the last, to callers sharing it (the baseline's workers), so the
 * mix of terms over a run is the same whichever worker asks.
 */
export function rotation<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new RangeError('nothing to rotate');
  let next = 0;
  return () => {
    const item = items[next]!;
    next = (next + 1) % items.length;
    return item;
  };
}

/** Calls `fn` on every item with at most `limit` calls in flight; rejects with the first failure. */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  if (!(limit >= 1)) throw new RangeError('limit must be at least 1');
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        await fn(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
