import { PROPERTY_EDIT_MESSAGES as messages, propertyEditRules } from './property-edit';

/** Field path -> first message, as every user of the rules reports them. */
function violations(input: unknown): Record<string, string> {
  const result = propertyEditRules.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('property edit rules (spec part 1, section 5)', () => {
  it('words every message as the spec does', () => {
    expect(messages).toMatchObject({
      bedroomsMin: 'Bedrooms must be at least 1',
      bathroomsMin: 'Bathrooms must be at least 1',
      roomsMax: 'Cannot exceed 99',
      size: 'Size must be valid',
      pricePositive: 'Price must be a positive number',
      priceMax: 'Cannot exceed 500,000,000',
    });
  });

  it('accepts the limits of every rule, and nothing at all', () => {
    expect(
      propertyEditRules.parse({ bedrooms_num: 1, bathrooms_num: 99, size: 1, price: 500_000_000 }),
    ).toEqual({ bedrooms_num: 1, bathrooms_num: 99, size: 1, price: 500_000_000 });
    expect(propertyEditRules.parse({ bedrooms_num: 99, bathrooms_num: 1, price: 0.01 })).toEqual({
      bedrooms_num: 99,
      bathrooms_num: 1,
      price: 0.01,
    });
    expect(propertyEditRules.parse({ bathrooms_num: 2.5 })).toEqual({ bathrooms_num: 2.5 });
    expect(propertyEditRules.parse({})).toEqual({});
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['0 bedrooms', { bedrooms_num: 0 }, { bedrooms_num: messages.bedroomsMin }],
    ['negative bedrooms', { bedrooms_num: -3 }, { bedrooms_num: messages.bedroomsMin }],
    ['half a bedroom', { bedrooms_num: 1.5 }, { bedrooms_num: messages.bedroomsMin }],
    ['100 bedrooms', { bedrooms_num: 100 }, { bedrooms_num: messages.roomsMax }],
    ['bedrooms as text', { bedrooms_num: '3' }, { bedrooms_num: messages.bedroomsMin }],
    ['null bedrooms', { bedrooms_num: null }, { bedrooms_num: messages.bedroomsMin }],
    ['0 bathrooms', { bathrooms_num: 0 }, { bathrooms_num: messages.bathroomsMin }],
    ['half a bathroom', { bathrooms_num: 0.5 }, { bathrooms_num: messages.bathroomsMin }],
    ['99.5 bathrooms', { bathrooms_num: 99.5 }, { bathrooms_num: messages.roomsMax }],
    ['NaN bathrooms', { bathrooms_num: Number.NaN }, { bathrooms_num: messages.bathroomsMin }],
    ['size 0', { size: 0 }, { size: messages.size }],
    ['negative size', { size: -20 }, { size: messages.size }],
    ['fractional size', { size: 10.5 }, { size: messages.size }],
    ['size beyond 32 bits', { size: 2 ** 31 }, { size: messages.size }],
    ['price 0', { price: 0 }, { price: messages.pricePositive }],
    ['negative price', { price: -1 }, { price: messages.pricePositive }],
    ['price as text', { price: '450000' }, { price: messages.pricePositive }],
    ['NaN price', { price: Number.NaN }, { price: messages.pricePositive }],
    ['infinite price', { price: Number.POSITIVE_INFINITY }, { price: messages.pricePositive }],
    ['price above the limit', { price: 500_000_000.01 }, { price: messages.priceMax }],
    [
      'a phone that is not a US number',
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
      bedrooms_num: messages.bedroomsMin,
      bathrooms_num: messages.roomsMax,
      size: messages.size,
      price: messages.pricePositive,
    });
  });

  it('takes an optional listing agent: any field may be empty, the phone is kept in the mask', () => {
    expect(
      propertyEditRules.parse({ listing_agent: { name: ' Jo Agent ', phone_number: '5125550100' } }),
    ).toEqual({
      listing_agent: { name: 'Jo Agent', company: '', phone_number: '(512) 555-0100' },
    });
    expect(propertyEditRules.parse({ listing_agent: { phone_number: '512.555.0100' } })).toEqual({
      listing_agent: { name: '', company: '', phone_number: '(512) 555-0100' },
    });
    expect(propertyEditRules.parse({ listing_agent: {} })).toEqual({
      listing_agent: { name: '', company: '', phone_number: '' },
    });
  });
});
