import { describe, expect, it } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import {
  displayAddress,
  estimatedSavings,
  formatPrice,
  propertyBadges,
  cardAddressLength,
  shortenAddress,
} from './property-format';

const property = testProperty;

describe('formatPrice', () => {
  it('shows whole dollars without decimals', () => {
    expect(formatPrice(450000)).toBe('$450,000');
  });
  it('keeps cents when the price is fractional', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });
  it("says 'Not listed' when there is no price", () => {
    expect(formatPrice(null)).toBe('Not listed');
  });
});

describe('shortenAddress', () => {
  const address = '1234 Very Long Boulevard Name, Springfield, IL 62701';
  it('cuts to the limit and marks the cut', () => {
    expect(shortenAddress(address, 34)).toBe('1234 Very Long Boulevard Name, Spr…');
    expect(shortenAddress(address, 40)).toBe('1234 Very Long Boulevard Name, Springfie…');
  });
  it('allows 40 characters on screens wider than 1280px and 34 otherwise', () => {
    expect(cardAddressLength(true)).toBe(40);
    expect(cardAddressLength(false)).toBe(34);
  });
  it('leaves short addresses alone', () => {
    expect(shortenAddress('12 Oak St', 34)).toBe('12 Oak St');
  });
});

describe('displayAddress', () => {
  it('prefers the formatted address, then the raw one, then says it is missing', () => {
    expect(displayAddress(property())).toBe('12 Oak St, Austin, TX 78701');
    const raw = property();
    raw.address.formatted_address = '';
    expect(displayAddress(raw)).toBe('12 Oak St');
    raw.address.address = ' ';
    expect(displayAddress(raw)).toBe('Address not available');
  });
});

describe('propertyBadges', () => {
  it('lists only the facts that are known', () => {
    expect(propertyBadges(property())).toEqual([]);
    expect(
      propertyBadges(property({ bedrooms_num: 1, bathrooms_num: 2.5, size: 1850, type: 'Condo' })),
    ).toEqual(['1 bed', '2.5 baths', '1,850 sqft', 'Condo']);
  });
});

describe('estimatedSavings', () => {
  it('is about 3% of the listing price', () => {
    expect(estimatedSavings(400000)).toBe(12000);
    expect(estimatedSavings(null)).toBeNull();
  });
});
