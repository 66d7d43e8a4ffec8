import { propertyEditSchema } from './property-edit';

// The rules themselves are tested in @homeward/rules; this is what the service makes of a valid edit.
describe('property edit', () => {
  it('says only what changes', () => {
    expect(
      propertyEditSchema.parse({ bedrooms_num: 1, bathrooms_num: 99, size: 1, price: 500_000_000 }),
    ).toEqual({ bedroomsNum: 1, bathroomsNum: 99, size: 1, price: 500_000_000 });
    expect(propertyEditSchema.parse({ bathrooms_num: 2.5 })).toEqual({ bathroomsNum: 2.5 });
    expect(propertyEditSchema.parse({})).toEqual({});
  });

  it('refuses what the shared rules refuse, naming the field', () => {
    const result = propertyEditSchema.safeParse({ bedrooms_num: 0, price: 1 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bedrooms_num', 'Bedrooms must be at least 1'],
    ]);
  });

  it('formats the agent phone with the mask, and clears an agent whose fields are all empty', () => {
    expect(
      propertyEditSchema.parse({
        listing_agent: { name: ' Jo Agent ', company: 'Realty', phone_number: '512.555.0100' },
      }),
    ).toEqual({ listingAgent: { name: 'Jo Agent', company: 'Realty', phoneNumber: '(512) 555-0100' } });
    expect(propertyEditSchema.parse({ listing_agent: { name: ' ', company: '', phone_number: '' } })).toEqual(
      {
        listingAgent: null,
      },
    );
  });

  it('keeps prices to the cent and bathrooms to one decimal, as stored', () => {
    expect(propertyEditSchema.parse({ price: 450_000.456, bathrooms_num: 2.25 })).toEqual({
      price: 450_000.46,
      bathroomsNum: 2.3,
    });
  });
});
