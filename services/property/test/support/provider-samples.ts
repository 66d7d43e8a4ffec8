// Answers in the providers' documented response shapes (RentCast API v1, US Census geocoder, Street View Static
// metadata), trimmed to a realistic subset of their fields.

export const rentCastPropertyRecord = {
  id: '5500-Grand-Lake-Dr,-San-Antonio,-TX-78244',
  formattedAddress: '5500 Grand Lake Dr, San Antonio, TX 78244',
  addressLine1: '5500 Grand Lake Dr',
  addressLine2: null,
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78244',
  county: 'Bexar',
  latitude: 29.475962,
  longitude: -98.351442,
  propertyType: 'Single Family',
  bedrooms: 3,
  bathrooms: 2,
  squareFootage: 1878,
  lotSize: 8843,
  yearBuilt: 1973,
  assessorID: '05076-103-0500',
  legalDescription: 'CB 5076A BLK 3 LOT 50',
  subdivision: 'CONV A/S CODE',
  zoning: 'RH',
  lastSaleDate: '2017-10-19T00:00:00.000Z',
  lastSalePrice: 185000,
  hoa: { fee: 175 },
  owner: {
    names: ['Michael Smith', 'Laura Smith'],
    type: 'Individual',
    mailingAddress: {
      id: '149-Weaver-Blvd,-Weaverville,-NC-28787',
      formattedAddress: '149 Weaver Blvd, Weaverville, NC 28787',
      addressLine1: '149 Weaver Blvd',
      addressLine2: null,
      city: 'Weaverville',
      state: 'NC',
      zipCode: '28787',
    },
  },
  ownerOccupied: true,
};

export const rentCastSaleListing = {
  id: '5500-Grand-Lake-Dr,-San-Antonio,-TX-78244',
  formattedAddress: '5500 Grand Lake Dr, San Antonio, TX 78244',
  addressLine1: '5500 Grand Lake Dr',
  addressLine2: null,
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78244',
  county: 'Bexar',
  latitude: 29.475962,
  longitude: -98.351442,
  propertyType: 'Single Family',
  bedrooms: 3,
  bathrooms: 2.5,
  squareFootage: 1878,
  lotSize: 8843,
  yearBuilt: 1973,
  status: 'Active',
  price: 299900,
  listingType: 'Standard',
  listedDate: '2024-06-24T00:00:00.000Z',
  removedDate: null,
  daysOnMarket: 12,
  mlsName: 'SanAntonio',
  mlsNumber: '1234567',
  listingAgent: {
    name: 'Jennifer Welch',
    phone: '2103334444',
    email: 'jennifer@example.com',
    website: 'https://example.com',
  },
  listingOffice: { name: 'Welch Realty', phone: '2105556666', email: 'office@example.com' },
};

export function censusMatch(lat: number, lng: number) {
  return {
    result: {
      input: {
        address: { address: '4600 Silver Hill Rd, Washington, DC 20233' },
        benchmark: { id: '4', benchmarkName: 'Public_AR_Current', isDefault: true },
      },
      addressMatches: [
        {
          tigerLine: { side: 'L', tigerLineId: '76355984' },
          coordinates: { x: lng, y: lat },
          addressComponents: {
            zip: '20233',
            streetName: 'SILVER HILL',
            preType: '',
            city: 'WASHINGTON',
            preDirection: '',
            suffixDirection: '',
            fromAddress: '4600',
            state: 'DC',
            suffixType: 'RD',
            toAddress: '4700',
            suffixQualifier: '',
            preQualifier: '',
          },
          matchedAddress: '4600 SILVER HILL RD, WASHINGTON, DC, 20233',
        },
      ],
    },
  };
}

export const censusNoMatch = {
  result: { input: { address: { address: 'nowhere' } }, addressMatches: [] },
};

export function streetViewMetadataOk(lat: number, lng: number) {
  return {
    copyright: '© Google',
    date: '2023-05',
    location: { lat, lng },
    pano_id: 'tu510ie_z4ptBZYo2BGEJg',
    status: 'OK',
  };
}
