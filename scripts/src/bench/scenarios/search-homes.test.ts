import { normaliseAddressInput } from '@homeward/property/src/domain/address-input';
import {
  BENCH_CITIES,
  BENCH_STREETS,
  benchAddress,
  benchAddresses,
  expectedMatches,
  forEachConcurrently,
  rotation,
  SEARCH_TERMS,
  searchPath,
} from './search-homes';

describe('benchAddress', () => {
  it('writes a US address a buyer would type, changing city first and street next', () => {
    expect(benchAddress(0)).toBe('100 Main St, Austin, TX 78701');
    expect(benchAddress(1)).toBe('101 Main St, Denver, CO 80201');
    expect(benchAddress(10)).toBe('110 Oak Ave, Austin, TX 78702');
    expect(benchAddress(999)).toBe('1099 Meadow Loop, Savannah, GA 31450');
  });

  it('gives 1,000 distinct addresses, evenly over cities and streets', () => {
    const addresses = benchAddresses(1000);
    expect(new Set(addresses).size).toBe(1000);
    for (const { city, state } of BENCH_CITIES)
      expect(addresses.filter((address) => address.includes(`, ${city}, ${state} `))).toHaveLength(100);
    for (const street of BENCH_STREETS)
      expect(addresses.filter((address) => address.includes(` ${street}, `))).toHaveLength(50);
  });

  it('refuses a negative or fractional index', () => {
    expect(() => benchAddress(-1)).toThrow(RangeError);
    expect(() => benchAddress(1.5)).toThrow(RangeError);
  });
});

describe('search terms', () => {
  const addresses = benchAddresses(1000);

  it('are sent as the service keeps them after normalising', () => {
    for (const { text } of SEARCH_TERMS) expect(normaliseAddressInput(text)).toBe(text);
  });

  it('match known shares of the homes, whatever the case, and one matches nothing', () => {
    const matches = Object.fromEntries(
      SEARCH_TERMS.map(({ text }) => [text, expectedMatches(addresses, text)]),
    );
    expect(matches).toMatchObject({ Austin: 100, denver: 100, Maple: 50, 'oak ave': 50, 'Quokka Hollow': 0 });
    // A ZIP prefix finds its city's homes, plus a house number with those digits in another city, but a home of
    // its own city whose number has them is counted once.
    expect(benchAddress(687)).toBe('787 Riverside Dr, Omaha, NE 68119');
    expect(benchAddress(872)).toBe('972 Sunset Way, Portland, OR 97238');
    expect(matches['787']).toBe(100 + 1);
    expect(matches['972']).toBe(100);
  });

  it('cover every kind', () => {
    expect(new Set(SEARCH_TERMS.map(({ kind }) => kind))).toEqual(
      new Set(['city', 'street', 'zip prefix', 'no match']),
    );
  });

  it('go into the query string encoded', () => {
    expect(searchPath('oak ave')).toBe('/api/properties?search=oak+ave');
    expect(searchPath('100%')).toBe('/api/properties?search=100%25');
  });
});

describe('rotation', () => {
  it('hands out the items in turn and starts over after the last', () => {
    const next = rotation(['a', 'b', 'c']);
    expect(Array.from({ length: 7 }, next)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });

  it('refuses an empty list', () => {
    expect(() => rotation([])).toThrow(RangeError);
  });
});

describe('forEachConcurrently', () => {
  it('calls every item once with at most `limit` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(item * 10 + index);
      inFlight -= 1;
    });
    expect(most).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual([10, 21, 32, 43, 54, 65, 76]);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      forEachConcurrently([1, 2, 3, 4, 5], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });
});
