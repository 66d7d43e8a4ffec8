import { DemoProvider, findDemoListing } from './demo';
import { DEMO_LISTINGS } from './demo-listings';

describe('demo provider', () => {
  it('holds ten clearly labelled homes covering every gallery layout and a home that is not listed', () => {
    expect(DEMO_LISTINGS).toHaveLength(10);
    expect(new Set(DEMO_LISTINGS.map((l) => l.pictures))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(DEMO_LISTINGS.some((l) => l.price === null && l.agent === null)).toBe(true);
  });

  it('returns the demo listing for its address, however it is typed', async () => {
    const details = await new DemoProvider().lookup('1423 maple ridge drive austin tx');
    expect(details).toMatchObject({
      dataProvider: 'demo',
      isListed: true,
      price: 485_000,
      bedroomsNum: 3,
      bathroomsNum: 2,
      size: 1850,
      type: 'Single Family Residence',
      listingAgent: {
        name: 'Dana Whitfield',
        phoneNumber: '(512) 555-0142',
        email: 'dana.whitfield@example.com',
      },
      address: {
        address: '1423 maple ridge drive austin tx',
        formattedAddress: '1423 Maple Ridge Dr, Austin, TX 78745',
        location: { lat: 30.2079, lng: -97.8041 },
      },
    });
    expect(details.images).toHaveLength(5);
    expect(decodeURIComponent(details.images[0]!)).toMatch(/^data:image\/svg\+xml;.*Demo listing - photo 1/);
  });

  it('matches by street and ZIP, with a unit in line 2', async () => {
    const details = await new DemoProvider().lookup('88 Harbor View Lane, Unit 4B, 98121');
    expect(details).toMatchObject({
      dataProvider: 'demo',
      type: 'Condo',
      address: { streetLine2: 'Unit 4B', formattedAddress: '88 Harbor View Ln, Unit 4B, Seattle, WA 98121' },
    });
  });

  it('describes a home that is not on the market without price or agent', async () => {
    const details = await new DemoProvider().lookup('37 Cranberry Ct, Plymouth, MA 02360');
    expect(details).toMatchObject({ isListed: false, price: null, listingAgent: null, images: [] });
  });

  it('falls back to the address alone for any other address, or the right street in another city', async () => {
    expect(findDemoListing('1423 Maple Ridge Dr, Dallas, TX 75201')).toBeUndefined();
    const details = await new DemoProvider().lookup('12 Main St, Austin, TX 78701');
    expect(details).toMatchObject({ dataProvider: 'address-only', isListed: false, images: [] });
  });

  it('knows the owners, PIN, legal description and county of a demo home, all marked as demo data', async () => {
    const details = await new DemoProvider().lookup('1250 E Sunnyside Ave, Salt Lake City, UT 84108');
    expect(details).toMatchObject({
      parcelNumber: 'DEMO-0010',
      pin: 'DEMO-0010',
      legalDescription: 'LOT 3 BLK 12 SUNNYSIDE PARK ADDITION (DEMO DATA - not a real parcel)',
      sellers: [
        { name: 'Nathan Christensen', phone: '(801) 555-0172', email: 'nathan.c@example.com' },
        { name: 'Emily Christensen', phone: '(801) 555-0173', email: 'emily.c@example.com' },
      ],
    });
    expect(details.address.components).toContainEqual({
      longName: 'Salt Lake County',
      shortName: 'Salt Lake County',
      types: ['administrative_area_level_2', 'political'],
    });
  });

  it('has a home whose owner it does not know, and only fictional contact details', () => {
    expect(DEMO_LISTINGS.some((l) => l.sellers.length === 0)).toBe(true);
    for (const seller of DEMO_LISTINGS.flatMap((l) => l.sellers)) {
      if (seller.phone) expect(seller.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      if (seller.email) expect(seller.email).toMatch(/@example\.com$/);
    }
  });
});
