import { PropertyStatus, type Property } from '@homeward/protos/gen/homeward/property/v1/property';
import { propertySchema } from '../api/properties';
import { toApiProperty } from './property';

const proto: Property = {
  id: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
  ownerId: 'user-1',
  createdAt: '2026-11-22T10:00:00.000Z',
  address: {
    address: '12 Main St, Austin, TX 78701',
    formattedAddress: '12 Main St, Austin, TX 78701',
    street: '12 Main St',
    streetLine2: '',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    location: undefined,
    addressComponents: [],
  },
  status: PropertyStatus.PROPERTY_STATUS_DRAFT,
  price: undefined,
  isListed: false,
  isUnlocked: false,
  isSample: false,
  bedroomsNum: undefined,
  bathroomsNum: undefined,
  size: undefined,
  type: '',
  images: [],
  listingAgent: undefined,
  dataProvider: 'address-only',
  legalDescription: '',
  parcelNumber: '',
  pin: '',
  sellers: [],
  homeInspectionId: '',
  streetViewImageUrl: '',
};

describe('property proto -> API JSON', () => {
  it('uses the spec names and nulls for what is absent', () => {
    const json = toApiProperty(proto);
    expect(propertySchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({
      auth_user_id: 'user-1',
      status: 'draft',
      price: null,
      bedrooms_num: null,
      listing_agent: null,
      address: { zip_code: '78701', street_line_2: '', geometry: null },
    });
  });

  it('maps location, numbers, agent and the active status', () => {
    const json = toApiProperty({
      ...proto,
      status: PropertyStatus.PROPERTY_STATUS_ACTIVE,
      address: { ...proto.address!, location: { lat: 30.26, lng: -97.74 } },
      price: 450_000,
      bedroomsNum: 3,
      bathroomsNum: 2.5,
      size: 1800,
      listingAgent: { name: 'Jo', company: 'Realty', phoneNumber: '(512) 555-0100', email: 'jo@example.com' },
    });
    expect(json).toMatchObject({
      status: 'active',
      price: 450_000,
      bathrooms_num: 2.5,
      address: { geometry: { location: { lat: 30.26, lng: -97.74 } } },
      listing_agent: { name: 'Jo', company: 'Realty', phone_number: '(512) 555-0100' },
    });
  });

  it('carries the new fields, nulls for empty ones, and the document indicators', () => {
    expect(toApiProperty(proto)).toMatchObject({
      legal_description: '',
      parcel_number: '',
      home_inspection: null,
      street_view_image_url: null,
      documents: {
        offer_letter: false,
        purchase_agreement: false,
        home_inspection: false,
        has_purchase_agreement_draft: false,
      },
    });
    const json = toApiProperty({
      ...proto,
      legalDescription: 'LOT 7 BLK 2',
      parcelNumber: '0123-4567',
      homeInspectionId: 'insp-1',
      streetViewImageUrl: 'https://maps.example/sv.jpg',
    });
    expect(propertySchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({
      legal_description: 'LOT 7 BLK 2',
      parcel_number: '0123-4567',
      home_inspection: 'insp-1',
      street_view_image_url: 'https://maps.example/sv.jpg',
      documents: {
        offer_letter: false,
        purchase_agreement: false,
        home_inspection: true,
        has_purchase_agreement_draft: false,
      },
    });
  });

  it('carries the sellers, the PIN and the address components for the documents, empty when unknown', () => {
    expect(toApiProperty(proto)).toMatchObject({ sellers: [], pin: '', address: { address_components: [] } });
    const json = toApiProperty({
      ...proto,
      address: {
        ...proto.address!,
        addressComponents: [
          { longName: '12', shortName: '12', types: ['street_number'] },
          {
            longName: 'Travis County',
            shortName: 'Travis County',
            types: ['administrative_area_level_2', 'political'],
          },
        ],
      },
      pin: '0123-4567',
      sellers: [{ name: 'Ann Owner', phone: '', email: '', address: '9 Elm St, Austin, TX 78702' }],
    });
    expect(propertySchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({
      pin: '0123-4567',
      sellers: [{ name: 'Ann Owner', phone: '', email: '', address: '9 Elm St, Austin, TX 78702' }],
      address: {
        address_components: [
          { long_name: '12', short_name: '12', types: ['street_number'] },
          {
            long_name: 'Travis County',
            short_name: 'Travis County',
            types: ['administrative_area_level_2', 'political'],
          },
        ],
      },
    });
  });

  it('refuses a property without a status rather than inventing one', () => {
    expect(() => toApiProperty({ ...proto, status: PropertyStatus.PROPERTY_STATUS_UNSPECIFIED })).toThrow();
  });
});
