import type { Property } from '@api';
import { describe, expect, it } from 'vitest';
import {
  displayAddress,
  estimatedSavings,
  formatPrice,
  propertyBadges,
  shortenAddress,
} from './property-format';

function property(overrides: Partial<Property> = {}): Property {
  return {
    id: 'b1c4a8de-0000-4000-8000-000000000001',
    auth_user_id: 'u1',
    created_at: '2025-01-01T00:00:00Z',
    status: 'active',
    address: {
      address: '12 Oak St',
      formatted_address: '12 Oak St, Austin, TX 78701',
      street: '12 Oak St',
      street_line_2: '',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      geometry: null,
    },
    price: null,
    is_listed: false,
    is_unlocked: false,
    is_sample: false,
    bedrooms_num: null,
    bathrooms_num: null,
    size: null,
    type: '',
    images: [],
    listing_agent: null,
    data_provider: 'offline',
    ...overrides,
  };
}

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
