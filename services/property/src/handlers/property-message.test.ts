import { PropertyStatus } from '@homeward/protos/gen/homeward/property/v1/property';
import type { Property } from '../domain/property';
import { toProtoProperty } from './property-message';

const draft: Property = {
  id: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
  ownerId: 'user-1',
  createdAt: new Date('2026-11-22T10:00:00.000Z'),
  status: 'draft',
  address: {
    address: '12 main st, austin, tx 78701',
    formattedAddress: '12 Main St, Austin, TX 78701',
    street: '12 Main St',
    streetLine2: '',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    location: null,
    components: [],
  },
  price: null,
  isListed: false,
  isUnlocked: false,
  isSample: false,
  bedroomsNum: null,
  bathroomsNum: null,
  size: null,
  type: '',
  images: [],
  listingAgent: null,
  dataProvider: 'address-only',
  homeInspectionId: null,
  legalDescription: '',
  parcelNumber: '',
  pin: '',
  sellers: [],
  streetView: null,
};

describe('toProtoProperty', () => {
  it('leaves absent values unset (not zero) and dates as RFC 3339', () => {
    const message = toProtoProperty({ property: draft, streetViewImageUrl: '' });
    expect(message).toMatchObject({
      createdAt: '2026-11-22T10:00:00.000Z',
      status: PropertyStatus.PROPERTY_STATUS_DRAFT,
      ownerId: 'user-1',
      dataProvider: 'address-only',
    });
    for (const key of ['price', 'bedroomsNum', 'bathroomsNum', 'size', 'listingAgent'] as const) {
      expect(message[key]).toBeUndefined();
    }
    expect(message.address?.location).toBeUndefined();
    expect(message.address?.formattedAddress).toBe('12 Main St, Austin, TX 78701');
  });

  it('carries the details of a listed, active home', () => {
    const property: Property = {
      ...draft,
      status: 'active',
      address: {
        ...draft.address,
        location: { lat: 30.2672, lng: -97.7431 },
        components: [
          {
            longName: 'Travis County',
            shortName: 'Travis County',
            types: ['administrative_area_level_2', 'political'],
          },
        ],
      },
      price: 450_000,
      isListed: true,
      bedroomsNum: 3,
      bathroomsNum: 2.5,
      size: 1800,
      type: 'Condo',
      images: ['https://images.example/1.jpg'],
      listingAgent: { name: 'Jo', company: 'Realty', phoneNumber: '(512) 555-0100', email: 'jo@example.com' },
      pin: '0123-45',
      sellers: [{ name: 'Ann Owner', phone: '', email: '', address: '9 Elm St, Austin, TX 78702' }],
    };
    const streetViewImageUrl = 'https://maps.example/streetview?location=30.2672,-97.7431';
    const message = toProtoProperty({ property, streetViewImageUrl });
    expect(message).toMatchObject({
      status: PropertyStatus.PROPERTY_STATUS_ACTIVE,
      price: 450_000,
      isListed: true,
      bathroomsNum: 2.5,
      images: ['https://images.example/1.jpg'],
      address: { location: { lat: 30.2672, lng: -97.7431 } },
      listingAgent: { name: 'Jo', company: 'Realty', phoneNumber: '(512) 555-0100', email: 'jo@example.com' },
      streetViewImageUrl,
      pin: '0123-45',
      sellers: [{ name: 'Ann Owner', phone: '', email: '', address: '9 Elm St, Austin, TX 78702' }],
    });
    expect(message.address?.addressComponents).toEqual([
      {
        longName: 'Travis County',
        shortName: 'Travis County',
        types: ['administrative_area_level_2', 'political'],
      },
    ]);
  });
});
