import type { PropertyDetails } from '../domain/property';
import { draftColumns, propertyFromRow, type PropertyRow } from './property-row';

const row: PropertyRow = {
  id: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
  owner_id: 'user-1',
  created_at: new Date('2026-11-22T10:00:00.000Z'),
  status: 'active',
  address: {
    address: '12 Main St',
    formatted_address: '12 Main St',
    street: '12 Main St',
    street_line_2: '',
    city: '',
    state: '',
    zip_code: '',
    geometry: { location: { lat: 30.5, lng: -97.25 } },
    address_components: [
      { long_name: '12', short_name: '12', types: ['street_number'] },
      { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
    ],
  },
  price: '450000.00',
  is_listed: true,
  is_unlocked: true,
  is_sample: false,
  bedrooms_num: 3,
  bathrooms_num: '2.5',
  size: 1800,
  type: 'Townhome',
  images: ['https://images.example/1.jpg'],
  listing_agent: { name: 'Jo', company: 'Realty', phone_number: '(512) 555-0100' },
  data_provider: 'address-only',
  home_inspection_id: null,
  legal_description: 'LOT 5 BLK 2 MAIN ADDN',
  parcel_number: '0123-45',
  pin: '0123-45',
  sellers: [{ name: 'Ann Owner', phone: '', email: '', address: '9 Elm St, Austin, TX 78702' }],
  street_view: { available: true, location: { lat: 30.51, lng: -97.26 } },
};

describe('property rows', () => {
  it('reads numeric columns (strings from pg) as numbers and jsonb with spec names', () => {
    expect(propertyFromRow(row)).toMatchObject({
      ownerId: 'user-1',
      price: 450_000,
      bathroomsNum: 2.5,
      isUnlocked: true,
      address: { streetLine2: '', location: { lat: 30.5, lng: -97.25 } },
      // a row from before the agent had an e-mail reads as none known
      listingAgent: { phoneNumber: '(512) 555-0100', email: '' },
      legalDescription: 'LOT 5 BLK 2 MAIN ADDN',
      parcelNumber: '0123-45',
      pin: '0123-45',
      sellers: [{ name: 'Ann Owner', phone: '', email: '', address: '9 Elm St, Austin, TX 78702' }],
      streetView: { available: true, location: { lat: 30.51, lng: -97.26 } },
    });
    expect(propertyFromRow(row).address.components).toEqual([
      { longName: '12', shortName: '12', types: ['street_number'] },
      { longName: 'Main Street', shortName: 'Main St', types: ['route'] },
    ]);
    expect(propertyFromRow({ ...row, price: null, bathrooms_num: null, listing_agent: null })).toMatchObject({
      price: null,
      bathroomsNum: null,
      listingAgent: null,
    });
  });

  it('reads an address stored before components were kept as having none', () => {
    const { address_components: _dropped, ...olderAddress } = row.address;
    expect(propertyFromRow({ ...row, address: olderAddress }).address.components).toEqual([]);
  });

  it('writes a draft with jsonb as JSON text (an array must not become a Postgres array)', () => {
    const details: PropertyDetails = {
      address: { ...propertyFromRow(row).address, location: null },
      price: null,
      isListed: false,
      bedroomsNum: null,
      bathroomsNum: null,
      size: null,
      type: '',
      images: ['a.jpg', 'b.jpg'],
      listingAgent: null,
      legalDescription: '',
      parcelNumber: 'APN-1',
      pin: 'APN-1',
      sellers: [{ name: 'Ann Owner', phone: '(512) 555-0101', email: 'ann@example.com', address: '' }],
      dataProvider: 'address-only',
    };
    const columns = draftColumns('id-1', 'user-1', details);
    expect(columns).toMatchObject({
      id: 'id-1',
      owner_id: 'user-1',
      status: 'draft',
      listing_agent: null,
      parcel_number: 'APN-1',
      pin: 'APN-1',
    });
    expect(JSON.parse(columns.images)).toEqual(['a.jpg', 'b.jpg']);
    expect(JSON.parse(columns.sellers)).toEqual(details.sellers);
    expect(JSON.parse(columns.address)).toEqual({ ...row.address, geometry: null });
  });
});
