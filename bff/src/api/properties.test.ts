import {
  BATHROOMS_MIN_ERROR,
  BEDROOMS_MIN_ERROR,
  PRICE_MAX_ERROR,
  PRICE_POSITIVE_ERROR,
  propertyEditSchema,
  ROOMS_MAX_ERROR,
  SIZE_ERROR,
  type PropertyEditInput,
} from './properties';

/** Field path -> first message, as the BFF answers them. */
function violations(input: unknown): Record<string, string> {
  const result = propertyEditSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('property edit schema (spec section 5)', () => {
  it('accepts the limits of every rule, and nothing at all', () => {
    expect(
      propertyEditSchema.parse({ bedrooms_num: 1, bathrooms_num: 99, size: 1, price: 500_000_000 }),
    ).toEqual({ bedrooms_num: 1, bathrooms_num: 99, size: 1, price: 500_000_000 });
    expect(propertyEditSchema.parse({ bedrooms_num: 99, bathrooms_num: 1, price: 0.01 })).toEqual({
      bedrooms_num: 99,
      bathrooms_num: 1,
      price: 0.01,
    });
    expect(propertyEditSchema.parse({ bathrooms_num: 2.5 })).toEqual({ bathrooms_num: 2.5 });
    expect(propertyEditSchema.parse({})).toEqual({});
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['0 bedrooms', { bedrooms_num: 0 }, { bedrooms_num: BEDROOMS_MIN_ERROR }],
    ['negative bedrooms', { bedrooms_num: -3 }, { bedrooms_num: BEDROOMS_MIN_ERROR }],
    ['half a bedroom', { bedrooms_num: 1.5 }, { bedrooms_num: BEDROOMS_MIN_ERROR }],
    ['100 bedrooms', { bedrooms_num: 100 }, { bedrooms_num: ROOMS_MAX_ERROR }],
    ['bedrooms as text', { bedrooms_num: '3' }, { bedrooms_num: BEDROOMS_MIN_ERROR }],
    ['null bedrooms', { bedrooms_num: null }, { bedrooms_num: BEDROOMS_MIN_ERROR }],
    ['0 bathrooms', { bathrooms_num: 0 }, { bathrooms_num: BATHROOMS_MIN_ERROR }],
    ['half a bathroom', { bathrooms_num: 0.5 }, { bathrooms_num: BATHROOMS_MIN_ERROR }],
    ['99.5 bathrooms', { bathrooms_num: 99.5 }, { bathrooms_num: ROOMS_MAX_ERROR }],
    ['size 0', { size: 0 }, { size: SIZE_ERROR }],
    ['negative size', { size: -20 }, { size: SIZE_ERROR }],
    ['fractional size', { size: 10.5 }, { size: SIZE_ERROR }],
    ['size beyond 32 bits', { size: 2 ** 31 }, { size: SIZE_ERROR }],
    ['price 0', { price: 0 }, { price: PRICE_POSITIVE_ERROR }],
    ['negative price', { price: -1 }, { price: PRICE_POSITIVE_ERROR }],
    ['price as text', { price: '450000' }, { price: PRICE_POSITIVE_ERROR }],
    ['price above the limit', { price: 500_000_000.01 }, { price: PRICE_MAX_ERROR }],
    [
      'a phone outside the mask',
      { listing_agent: { name: 'Jo', company: '', phone_number: '555-12' } },
      { 'listing_agent.phone_number': 'Enter a valid phone number' },
    ],
    [
      'a phone with letters',
      { listing_agent: { phone_number: '(512) 555-01OO' } },
      { 'listing_agent.phone_number': 'Enter a valid phone number' },
    ],
    [
      'an overlong agent name',
      { listing_agent: { name: 'x'.repeat(101) } },
      { 'listing_agent.name': 'Name must contain at most 100 characters' },
    ],
    [
      'an overlong agent company',
      { listing_agent: { company: 'x'.repeat(101) } },
      { 'listing_agent.company': 'Company must contain at most 100 characters' },
    ],
    [
      'an agent that is not an object',
      { listing_agent: 'Jo' },
      { listing_agent: 'The listing agent must be an object of name, company and phone_number' },
    ],
  ])('rejects %s', (_label, input, expected) => {
    expect(violations(input)).toEqual(expected);
  });

  it('reports every bad field at once', () => {
    expect(violations({ bedrooms_num: 0, bathrooms_num: 100, size: 0, price: 0 })).toEqual({
      bedrooms_num: BEDROOMS_MIN_ERROR,
      bathrooms_num: ROOMS_MAX_ERROR,
      size: SIZE_ERROR,
      price: PRICE_POSITIVE_ERROR,
    });
  });

  it('takes an optional listing agent: any field may be empty, the phone is masked', () => {
    const input: PropertyEditInput = { listing_agent: { name: ' Jo Agent ', phone_number: '5125550100' } };
    expect(propertyEditSchema.parse(input)).toEqual({
      listing_agent: { name: 'Jo Agent', company: '', phone_number: '(512) 555-0100' },
    });
    expect(propertyEditSchema.parse({ listing_agent: { phone_number: '(512) 555-0100' } })).toEqual({
      listing_agent: { name: '', company: '', phone_number: '(512) 555-0100' },
    });
    expect(propertyEditSchema.parse({ listing_agent: {} })).toEqual({
      listing_agent: { name: '', company: '', phone_number: '' },
    });
  });
});
