// The spec's sample property (/properties/sample, id 'sample'): one fixed home, the same for every buyer, never
// stored, so it has no offer letters, purchase agreements or reports. It is shown unlocked, to preview the tools.
import { addressComponents, splitStreet } from './address-components';
import { placeholderPicture } from './placeholder-picture';
import type { Property } from './property';

export const SAMPLE_PROPERTY_ID = 'sample';

const street = '1250 E Sample Ave';
const city = 'Salt Lake City';

export const SAMPLE_PROPERTY: Readonly<Property> = Object.freeze({
  id: SAMPLE_PROPERTY_ID,
  ownerId: '',
  createdAt: new Date('2025-01-01T00:00:00.000Z'),
  status: 'active',
  address: {
    address: `${street}, ${city}, UT 84105`,
    formattedAddress: `${street}, ${city}, UT 84105`,
    street,
    streetLine2: '',
    city,
    state: 'UT',
    zipCode: '84105',
    location: { lat: 40.7387, lng: -111.8631 },
    components: addressComponents({
      ...splitStreet(street),
      city,
      county: 'Salt Lake',
      state: 'UT',
      zipCode: '84105',
    }),
  },
  price: 625_000,
  isListed: true,
  isUnlocked: true,
  isSample: true,
  bedroomsNum: 4,
  bathroomsNum: 2.5,
  size: 2340,
  type: 'Single Family Residence',
  images: [0, 1, 2, 3, 4].map((index) =>
    placeholderPicture(`Sample property - photo ${index + 1}`, `${street}, ${city}`, index),
  ),
  listingAgent: {
    name: 'Sam Sample',
    company: 'Sample Realty (sample data)',
    phoneNumber: '(801) 555-0100',
    // none: a tour of the sample must not e-mail anyone
    email: '',
  },
  legalDescription: 'SAMPLE DATA - not a real parcel',
  parcelNumber: 'SAMPLE-0001',
  pin: 'SAMPLE-0001',
  // made up, so the documents' seller details can be previewed on the sample
  sellers: [{ name: 'Sample Seller (sample data)', phone: '', email: '', address: '' }],
  dataProvider: 'sample',
  homeInspectionId: null,
  streetView: null,
});
