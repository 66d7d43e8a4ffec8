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
      dataProvider: 'address-only',
    });
  });
});
