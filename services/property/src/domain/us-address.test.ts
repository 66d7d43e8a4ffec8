import { parseUsAddress, titleCase } from './us-address';

describe('parseUsAddress', () => {
  it.each([
    [
      '12 Main St, Austin, TX 78701',
      { street: '12 Main St', streetLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
      '12 Main St, Austin, TX 78701',
    ],
    [
      '1600 pennsylvania ave nw, washington, dc 20500',
      {
        street: '1600 Pennsylvania Ave NW',
        streetLine2: '',
        city: 'Washington',
        state: 'DC',
        zipCode: '20500',
      },
      '1600 Pennsylvania Ave NW, Washington, DC 20500',
    ],
    [
      '350 5th Ave, New York, NY 10118-0110',
      { street: '350 5th Ave', city: 'New York', state: 'NY', zipCode: '10118-0110' },
      '350 5th Ave, New York, NY 10118-0110',
    ],
    [
      '123 Main Street Apt 4b, Springfield, Illinois 62701',
      {
        street: '123 Main Street',
        streetLine2: 'Apt 4B',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
      },
      '123 Main Street, Apt 4B, Springfield, IL 62701',
    ],
    [
      '500 Oak Rd, Suite 200, Charleston, West Virginia 25301',
      { street: '500 Oak Rd', streetLine2: 'Suite 200', city: 'Charleston', state: 'WV', zipCode: '25301' },
      '500 Oak Rd, Suite 200, Charleston, WV 25301',
    ],
    [
      '742 Evergreen Terrace Springfield OR 97403',
      { street: '742 Evergreen Terrace', city: 'Springfield', state: 'OR', zipCode: '97403' },
      '742 Evergreen Terrace, Springfield, OR 97403',
    ],
    [
      '88 St Charles Ave #3 New Orleans LA 70130',
      { street: '88 St Charles Ave', streetLine2: '#3', city: 'New Orleans', state: 'LA', zipCode: '70130' },
      '88 St Charles Ave, #3, New Orleans, LA 70130',
    ],
    [
      '9 Elm Ct, Hartford CT',
      { street: '9 Elm Ct', city: 'Hartford', state: 'CT', zipCode: '' },
      '9 Elm Ct, Hartford, CT',
    ],
    [
      '  4200   Lake Shore Dr ,  Chicago , IL , 60613 , USA ',
      { street: '4200 Lake Shore Dr', city: 'Chicago', state: 'IL', zipCode: '60613' },
      '4200 Lake Shore Dr, Chicago, IL 60613',
    ],
  ])('parses %j', (input, parts, formatted) => {
    const parsed = parseUsAddress(input);
    expect(parsed).toMatchObject(parts);
    expect(parsed.formattedAddress).toBe(formatted);
  });

  it('keeps a trailing "Ct" as the street suffix when nothing marks it as a state', () => {
    expect(parseUsAddress('9 elm ct')).toEqual({
      street: '9 Elm Ct',
      streetLine2: '',
      city: '',
      state: '',
      zipCode: '',
      formattedAddress: '9 Elm Ct',
    });
  });

  it('does not mistake a lone house number for a ZIP code', () => {
    expect(parseUsAddress('12345')).toMatchObject({
      street: '12345',
      zipCode: '',
      formattedAddress: '12345',
    });
  });

  it('leaves a two-letter word that is no US state in the city rather than inventing a state', () => {
    // "ZZ" and "Ontario" are not US states; only the ZIP is recognised.
    expect(parseUsAddress('10 King St, Toronto ZZ 12345')).toMatchObject({
      state: '',
      zipCode: '12345',
      city: 'Toronto ZZ',
    });
    expect(parseUsAddress('10 King St, Toronto, Ontario')).toMatchObject({ state: '', city: 'Ontario' });
  });

  it('reads a full state name that is also a city correctly at the end', () => {
    expect(parseUsAddress('400 Broad St, Seattle, Washington 98109')).toMatchObject({
      city: 'Seattle',
      state: 'WA',
      zipCode: '98109',
    });
  });

  it('keeps a comma-separated unit as line 2 when no city follows', () => {
    expect(parseUsAddress('77 River Rd, Unit 5')).toMatchObject({
      street: '77 River Rd',
      streetLine2: 'Unit 5',
      city: '',
    });
  });

  it('keeps the street whole when it has no suffix to split the city at', () => {
    expect(parseUsAddress('1 Infinity Cupertino CA 95014')).toMatchObject({
      street: '1 Infinity Cupertino',
      city: '',
      state: 'CA',
      zipCode: '95014',
    });
  });
});

describe('titleCase', () => {
  it('capitalises lower-case words, upper-cases directionals and unit ids, keeps ordinals and typed capitals', () => {
    expect(titleCase('12 n main st apt 4b')).toBe('12 N Main St Apt 4B');
    expect(titleCase('21st street winston-salem')).toBe('21st Street Winston-Salem');
    expect(titleCase("McAllen MAIN o'fallon")).toBe("McAllen MAIN O'Fallon");
  });
});
