import { AddressOnlyProvider } from './address-only';

describe('address-only provider', () => {
  it('describes an unlisted home from the address alone', async () => {
    const details = await new AddressOnlyProvider().lookup('12 main st, austin, tx 78701');
    expect(details).toEqual({
      address: {
        address: '12 main st, austin, tx 78701',
        formattedAddress: '12 Main St, Austin, TX 78701',
        street: '12 Main St',
        streetLine2: '',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        location: null,
        components: [
          { longName: '12', shortName: '12', types: ['street_number'] },
          { longName: 'Main Street', shortName: 'Main St', types: ['route'] },
          { longName: 'Austin', shortName: 'Austin', types: ['locality', 'political'] },
          { longName: 'Texas', shortName: 'TX', types: ['administrative_area_level_1', 'political'] },
          { longName: 'United States', shortName: 'US', types: ['country', 'political'] },
          { longName: '78701', shortName: '78701', types: ['postal_code'] },
        ],
      },
      price: null,
      isListed: false,
      bedroomsNum: null,
      bathroomsNum: null,
      size: null,
      type: '',
      images: [],
      listingAgent: null,
      legalDescription: '',
      parcelNumber: '',
      pin: '',
      sellers: [],
      dataProvider: 'address-only',
    });
  });

  it('knows no parts of an address it cannot read', async () => {
    const details = await new AddressOnlyProvider().lookup('somewhere');
    expect(details.address.components.map((c) => c.types[0])).not.toContain('street_number');
  });
});
