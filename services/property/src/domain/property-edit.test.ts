import { propertyEditSchema, type PropertyEditInput } from './property-edit';

const parsePropertyEdit = (input: PropertyEditInput) => propertyEditSchema.parse(input);

function violations(input: PropertyEditInput): Record<string, string> {
  const result = propertyEditSchema.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('property edit', () => {
  it('accepts the spec limits and says only what changes', () => {
    expect(parsePropertyEdit({ bedrooms_num: 1, bathrooms_num: 99, size: 1, price: 500_000_000 })).toEqual({
      bedroomsNum: 1,
      bathroomsNum: 99,
      size: 1,
      price: 500_000_000,
    });
    expect(parsePropertyEdit({ bathrooms_num: 2.5 })).toEqual({ bathroomsNum: 2.5 });
    expect(parsePropertyEdit({})).toEqual({});
  });

  it.each<[string, PropertyEditInput, Record<string, string>]>([
    ['no bedrooms', { bedrooms_num: 0 }, { bedrooms_num: 'Bedrooms must be at least 1' }],
    ['100 bedrooms', { bedrooms_num: 100 }, { bedrooms_num: 'Cannot exceed 99' }],
    ['half a bedroom', { bedrooms_num: 1.5 }, { bedrooms_num: 'Bedrooms must be at least 1' }],
    ['no bathrooms', { bathrooms_num: 0.5 }, { bathrooms_num: 'Bathrooms must be at least 1' }],
    ['100 bathrooms', { bathrooms_num: 99.5 }, { bathrooms_num: 'Cannot exceed 99' }],
    ['NaN bathrooms', { bathrooms_num: Number.NaN }, { bathrooms_num: 'Bathrooms must be at least 1' }],
    ['size 0', { size: 0 }, { size: 'Size must be valid' }],
    ['negative size', { size: -20 }, { size: 'Size must be valid' }],
    ['price 0', { price: 0 }, { price: 'Price must be a positive number' }],
    ['negative price', { price: -1 }, { price: 'Price must be a positive number' }],
    ['NaN price', { price: Number.NaN }, { price: 'Price must be a positive number' }],
    ['infinite price', { price: Number.POSITIVE_INFINITY }, { price: 'Price must be a positive number' }],
    ['price above the limit', { price: 500_000_000.01 }, { price: 'Cannot exceed 500,000,000' }],
    [
      'a phone that is not a US number',
      { listing_agent: { name: 'Jo', company: '', phone_number: '555-12' } },
      { 'listing_agent.phone_number': 'Enter a valid phone number' },
    ],
    [
      'an overlong agent name',
      { listing_agent: { name: 'x'.repeat(101), company: '', phone_number: '' } },
      { 'listing_agent.name': 'Name must contain at most 100 characters' },
    ],
  ])('rejects %s', (_label, input, expected) => {
    expect(violations(input)).toEqual(expected);
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(violations({ bedrooms_num: 0, bathrooms_num: 0, size: 0, price: 0 })).sort()).toEqual([
      'bathrooms_num',
      'bedrooms_num',
      'price',
      'size',
    ]);
  });

  it('formats the agent phone with the mask, and clears an agent whose fields are all empty', () => {
    expect(
      parsePropertyEdit({
        listing_agent: { name: ' Jo Agent ', company: 'Realty', phone_number: '512.555.0100' },
      }),
    ).toEqual({ listingAgent: { name: 'Jo Agent', company: 'Realty', phoneNumber: '(512) 555-0100' } });
    expect(parsePropertyEdit({ listing_agent: { name: ' ', company: '', phone_number: '' } })).toEqual({
      listingAgent: null,
    });
  });

  it('keeps prices to the cent and bathrooms to one decimal, as stored', () => {
    expect(parsePropertyEdit({ price: 450_000.456, bathrooms_num: 2.25 })).toEqual({
      price: 450_000.46,
      bathroomsNum: 2.3,
    });
  });
});
