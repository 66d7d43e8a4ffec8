import {
  addressComponents,
  componentOf,
  countyName,
  mergeComponents,
  routeLongName,
  splitStreet,
} from './address-components';

describe('address components', () => {
  it("are the known parts in Google's order and shape, with the state's full name", () => {
    const components = addressComponents({
      streetNumber: '1250',
      route: 'E Sample Ave',
      city: 'Salt Lake City',
      county: 'Salt Lake',
      state: 'ut',
      zipCode: '84105',
    });
    expect(components).toEqual([
      { longName: '1250', shortName: '1250', types: ['street_number'] },
      { longName: 'East Sample Avenue', shortName: 'E Sample Ave', types: ['route'] },
      { longName: 'Salt Lake City', shortName: 'Salt Lake City', types: ['locality', 'political'] },
      {
        longName: 'Salt Lake County',
        shortName: 'Salt Lake County',
        types: ['administrative_area_level_2', 'political'],
      },
      { longName: 'Utah', shortName: 'UT', types: ['administrative_area_level_1', 'political'] },
      { longName: 'United States', shortName: 'US', types: ['country', 'political'] },
      { longName: '84105', shortName: '84105', types: ['postal_code'] },
    ]);
    expect(componentOf(components, 'administrative_area_level_2')).toBe('Salt Lake County');
    expect(componentOf(components, 'neighborhood')).toBe('');
  });

  it('leave out what is unknown, and are empty (no country) when nothing is known', () => {
    const empty = { streetNumber: '', route: '', city: '', county: '', state: '', zipCode: '' };
    expect(addressComponents(empty)).toEqual([]);
    expect(addressComponents({ ...empty, city: 'Austin' }).map((c) => c.types[0])).toEqual([
      'locality',
      'country',
    ]);
  });

  it('split a street into its house number and route', () => {
    expect(splitStreet('1250 E Sample Ave')).toEqual({ streetNumber: '1250', route: 'E Sample Ave' });
    expect(splitStreet('12B Main St')).toEqual({ streetNumber: '12B', route: 'Main St' });
    expect(splitStreet('Rural Route 2')).toEqual({ streetNumber: '', route: 'Rural Route 2' });
    expect(splitStreet('')).toEqual({ streetNumber: '', route: '' });
  });

  it('spell out abbreviations in the long name only, and name counties with their kind', () => {
    expect(routeLongName('N Main St.')).toBe('North Main Street');
    expect(routeLongName('Broadway')).toBe('Broadway');
    expect(countyName('Bexar')).toBe('Bexar County');
    expect(countyName('Orleans Parish')).toBe('Orleans Parish');
    expect(countyName('  ')).toBe('');
  });

  it('merge: the preferred parts win, the others fill only the kinds the preferred lack', () => {
    const geocoded = addressComponents({
      streetNumber: '12',
      route: 'Main St',
      city: 'Austin',
      county: '',
      state: 'TX',
      zipCode: '78701',
    });
    const typed = addressComponents({
      streetNumber: '12',
      route: 'main st',
      city: 'austin',
      county: 'Travis',
      state: 'TX',
      zipCode: '',
    });
    const merged = mergeComponents(geocoded, typed);
    expect(merged.map((c) => c.shortName)).toEqual([
      '12',
      'Main St',
      'Austin',
      'Travis County',
      'TX',
      'US',
      '78701',
    ]);
    expect(mergeComponents([], typed)).toEqual(typed);
  });
});
