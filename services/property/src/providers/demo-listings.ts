// DEMO DATA: ten made-up US homes for demos and tests (PROPERTY_DATA_PROVIDER=demo). The addresses, prices,
// agents, owners and legal descriptions are invented (phone numbers in the 555-01xx range reserved for fiction,
// e-mails at example.com); every record says data_provider 'demo', every legal description says DEMO DATA and
// every picture is a local placeholder labelled "Demo listing".
import { addressComponents, splitStreet } from '../domain/address-components';
import type { PropertyDetails, Seller } from '../domain/property';
import { placeholderPicture } from '../domain/placeholder-picture';
import type { PropertyType } from '../domain/property-limits';

export interface DemoListing {
  street: string;
  streetLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  location: { lat: number; lng: number };
  type: PropertyType;
  bedroomsNum: number;
  bathroomsNum: number;
  size: number;
  /** null: a home that is not on the market. */
  price: number | null;
  agent: { name: string; company: string; phoneNumber: string; email: string } | null;
  /** How many placeholder pictures (0-5, so every gallery layout can be seen). */
  pictures: number;
  parcelNumber: string;
  /** Bare, as assessors and RentCast name it ("Travis"). */
  county: string;
  /** Shaped like a county record's; the record still says it is demo data. */
  legalDescription: string;
  /** Owners of record; none for the home whose owner the demo does not know. */
  sellers: Seller[];
}

const DEMO_COMPANY = 'Demo Realty (sample data)';

export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    street: '1423 Maple Ridge Dr',
    city: 'Austin',
    state: 'TX',
    zipCode: '78745',
    location: { lat: 30.2079, lng: -97.8041 },
    type: 'Single Family Residence',
    bedroomsNum: 3,
    bathroomsNum: 2,
    size: 1850,
    price: 485_000,
    agent: {
      name: 'Dana Whitfield',
      company: DEMO_COMPANY,
      phoneNumber: '(512) 555-0142',
      email: 'dana.whitfield@example.com',
    },
    pictures: 5,
    parcelNumber: 'DEMO-0001',
    county: 'Travis',
    legalDescription: 'LOT 14 BLK C MAPLE RIDGE SEC 2',
    sellers: [
      {
        name: 'Robert Hale',
        phone: '(512) 555-0181',
        email: 'robert.hale@example.com',
        address: '1423 Maple Ridge Dr, Austin, TX 78745',
      },
      {
        name: 'Linda Hale',
        phone: '(512) 555-0182',
        email: 'linda.hale@example.com',
        address: '1423 Maple Ridge Dr, Austin, TX 78745',
      },
    ],
  },
  {
    street: '88 Harbor View Ln',
    streetLine2: 'Unit 4B',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98121',
    location: { lat: 47.6141, lng: -122.3493 },
    type: 'Condo',
    bedroomsNum: 2,
    bathroomsNum: 2,
    size: 1120,
    price: 699_000,
    agent: {
      name: 'Marcus Lee',
      company: DEMO_COMPANY,
      phoneNumber: '(206) 555-0117',
      email: 'marcus.lee@example.com',
    },
    pictures: 4,
    parcelNumber: 'DEMO-0002',
    county: 'King',
    legalDescription: 'UNIT 4B HARBOR VIEW CONDOMINIUM',
    sellers: [
      {
        name: 'Kenji Watanabe',
        phone: '(206) 555-0133',
        email: 'kenji.w@example.com',
        address: '2210 4th Ave, Seattle, WA 98121',
      },
    ],
  },
  {
    street: '2750 Willow Creek Rd',
    city: 'Boulder',
    state: 'CO',
    zipCode: '80301',
    location: { lat: 40.0418, lng: -105.2356 },
    type: 'Townhome',
    bedroomsNum: 3,
    bathroomsNum: 2.5,
    size: 1720,
    price: 735_000,
    agent: {
      name: 'Priya Raman',
      company: DEMO_COMPANY,
      phoneNumber: '(303) 555-0164',
      email: 'priya.raman@example.com',
    },
    pictures: 3,
    parcelNumber: 'DEMO-0003',
    county: 'Boulder',
    legalDescription: 'LOT 7 WILLOW CREEK TOWNHOMES FLG 1',
    sellers: [
      {
        name: 'Alicia Moreno',
        phone: '(303) 555-0147',
        email: 'alicia.moreno@example.com',
        address: '2750 Willow Creek Rd, Boulder, CO 80301',
      },
    ],
  },
  {
    street: '514 Pecan St',
    city: 'Savannah',
    state: 'GA',
    zipCode: '31401',
    location: { lat: 32.0731, lng: -81.0958 },
    type: 'Single Family Residence',
    bedroomsNum: 4,
    bathroomsNum: 3,
    size: 2480,
    price: 629_000,
    agent: {
      name: 'Ellen Brooks',
      company: DEMO_COMPANY,
      phoneNumber: '(912) 555-0190',
      email: 'ellen.brooks@example.com',
    },
    pictures: 2,
    parcelNumber: 'DEMO-0004',
    county: 'Chatham',
    legalDescription: 'LOT 22 TYTHING 3 PECAN WARD',
    sellers: [
      {
        name: 'Walter Dubose',
        phone: '(912) 555-0159',
        email: '',
        address: '514 Pecan St, Savannah, GA 31401',
      },
    ],
  },
  {
    street: '1900 Desert Bloom Ave',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85016',
    location: { lat: 33.5106, lng: -112.0301 },
    type: 'Single Family Residence',
    bedroomsNum: 3,
    bathroomsNum: 2,
    size: 1640,
    price: 455_000,
    agent: {
      name: 'Ruben Ortiz',
      company: DEMO_COMPANY,
      phoneNumber: '(602) 555-0128',
      email: 'ruben.ortiz@example.com',
    },
    pictures: 1,
    parcelNumber: 'DEMO-0005',
    county: 'Maricopa',
    legalDescription: 'LOT 31 DESERT BLOOM ESTATES',
    sellers: [],
  },
  {
    street: '37 Cranberry Ct',
    city: 'Plymouth',
    state: 'MA',
    zipCode: '02360',
    location: { lat: 41.9584, lng: -70.6673 },
    type: 'Single Family Residence',
    bedroomsNum: 3,
    bathroomsNum: 1.5,
    size: 1380,
    price: null,
    agent: null,
    pictures: 0,
    parcelNumber: 'DEMO-0006',
    county: 'Plymouth',
    legalDescription: 'LOT 5 CRANBERRY COURT SUBDIVISION PLAN 112',
    sellers: [
      {
        name: 'Patrick Sullivan',
        phone: '(508) 555-0124',
        email: 'psullivan@example.com',
        address: '37 Cranberry Ct, Plymouth, MA 02360',
      },
      {
        name: 'Maureen Sullivan',
        phone: '(508) 555-0125',
        email: '',
        address: '37 Cranberry Ct, Plymouth, MA 02360',
      },
    ],
  },
  {
    street: '615 Riverside Pkwy',
    city: 'Columbus',
    state: 'OH',
    zipCode: '43215',
    location: { lat: 39.9656, lng: -83.0148 },
    type: 'Duplex',
    bedroomsNum: 4,
    bathroomsNum: 2,
    size: 2100,
    price: 389_000,
    agent: {
      name: 'Tom Kowalski',
      company: DEMO_COMPANY,
      phoneNumber: '(614) 555-0105',
      email: 'tom.kowalski@example.com',
    },
    pictures: 5,
    parcelNumber: 'DEMO-0007',
    county: 'Franklin',
    legalDescription: 'LOT 18 RIVERSIDE PARKWAY ADDITION',
    sellers: [
      {
        name: 'Kowalczyk Holdings LLC',
        phone: '(614) 555-0199',
        email: 'leasing@example.com',
        address: '400 S High St, Columbus, OH 43215',
      },
    ],
  },
  {
    street: '4211 Magnolia Blvd',
    city: 'Tampa',
    state: 'FL',
    zipCode: '33609',
    location: { lat: 27.9426, lng: -82.5068 },
    type: 'Townhome',
    bedroomsNum: 3,
    bathroomsNum: 2.5,
    size: 1890,
    price: 575_000,
    agent: {
      name: 'Grace Nguyen',
      company: DEMO_COMPANY,
      phoneNumber: '(813) 555-0173',
      email: 'grace.nguyen@example.com',
    },
    pictures: 4,
    parcelNumber: 'DEMO-0008',
    county: 'Hillsborough',
    legalDescription: 'LOT 9 BLOCK 2 MAGNOLIA PARK TOWNHOMES',
    sellers: [
      {
        name: 'Denise Carrow',
        phone: '(813) 555-0166',
        email: 'dcarrow@example.com',
        address: '4211 Magnolia Blvd, Tampa, FL 33609',
      },
    ],
  },
  {
    street: '77 Pinecone Trl',
    streetLine2: 'Lot 12',
    city: 'Asheville',
    state: 'NC',
    zipCode: '28806',
    location: { lat: 35.5731, lng: -82.6224 },
    type: 'Mobile Home',
    bedroomsNum: 2,
    bathroomsNum: 2,
    size: 1040,
    price: 189_000,
    agent: {
      name: 'Sam Carter',
      company: DEMO_COMPANY,
      phoneNumber: '(828) 555-0111',
      email: 'sam.carter@example.com',
    },
    pictures: 3,
    parcelNumber: 'DEMO-0009',
    county: 'Buncombe',
    legalDescription: 'LOT 12 PINECONE TRAIL MANUFACTURED HOME PARK',
    sellers: [
      {
        name: 'Earl Whitaker',
        phone: '(828) 555-0138',
        email: '',
        address: '77 Pinecone Trl, Lot 12, Asheville, NC 28806',
      },
    ],
  },
  {
    street: '1250 E Sunnyside Ave',
    city: 'Salt Lake City',
    state: 'UT',
    zipCode: '84108',
    location: { lat: 40.7427, lng: -111.8569 },
    type: 'Single Family Residence',
    bedroomsNum: 4,
    bathroomsNum: 2.5,
    size: 2650,
    price: 825_000,
    agent: {
      name: 'Hannah Olsen',
      company: DEMO_COMPANY,
      phoneNumber: '(801) 555-0156',
      email: 'hannah.olsen@example.com',
    },
    pictures: 2,
    parcelNumber: 'DEMO-0010',
    county: 'Salt Lake',
    legalDescription: 'LOT 3 BLK 12 SUNNYSIDE PARK ADDITION',
    sellers: [
      {
        name: 'Nathan Christensen',
        phone: '(801) 555-0172',
        email: 'nathan.c@example.com',
        address: '1250 E Sunnyside Ave, Salt Lake City, UT 84108',
      },
      {
        name: 'Emily Christensen',
        phone: '(801) 555-0173',
        email: 'emily.c@example.com',
        address: '1250 E Sunnyside Ave, Salt Lake City, UT 84108',
      },
    ],
  },
];

export function demoPicture(listing: DemoListing, index: number): string {
  return placeholderPicture(`Demo listing - photo ${index + 1}`, `${listing.street}, ${listing.city}`, index);
}

export function demoDetails(listing: DemoListing, typedAddress: string): PropertyDetails {
  const streetLine2 = listing.streetLine2 ?? '';
  return {
    address: {
      address: typedAddress,
      formattedAddress: [listing.street, streetLine2, listing.city, `${listing.state} ${listing.zipCode}`]
        .filter(Boolean)
        .join(', '),
      street: listing.street,
      streetLine2,
      city: listing.city,
      state: listing.state,
      zipCode: listing.zipCode,
      location: { ...listing.location },
      components: addressComponents({
        ...splitStreet(listing.street),
        city: listing.city,
        county: listing.county,
        state: listing.state,
        zipCode: listing.zipCode,
      }),
    },
    price: listing.price,
    isListed: listing.price !== null,
    bedroomsNum: listing.bedroomsNum,
    bathroomsNum: listing.bathroomsNum,
    size: listing.size,
    type: listing.type,
    images: Array.from({ length: listing.pictures }, (_, index) => demoPicture(listing, index)),
    listingAgent: listing.agent ? { ...listing.agent } : null,
    legalDescription: `${listing.legalDescription} (DEMO DATA - not a real parcel)`,
    parcelNumber: listing.parcelNumber,
    // a county's PIN is its parcel number
    pin: listing.parcelNumber,
    sellers: listing.sellers.map((seller) => ({ ...seller })),
    dataProvider: 'demo',
  };
}
