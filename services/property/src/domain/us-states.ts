/** USPS codes of the 50 states and DC, by their full names (lower case): where a US property can be. */
const STATE_CODES_BY_NAME: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

const STATE_CODES = new Set(Object.values(STATE_CODES_BY_NAME));

/** The USPS code for a state written as its code ("tx") or full name ("Texas"), or undefined if it is neither. */
export function stateCode(text: string): string | undefined {
  const normalised = text.trim().replace(/\./g, '').replace(/\s+/g, ' ').toLowerCase();
  const upper = normalised.toUpperCase();
  if (STATE_CODES.has(upper)) return upper;
  return STATE_CODES_BY_NAME[normalised];
}

/** Longest first, so "West Virginia" is tried before "Virginia" when matching the end of an address. */
export const STATE_NAMES_LONGEST_FIRST: readonly string[] = Object.keys(STATE_CODES_BY_NAME).sort(
  (a, b) => b.length - a.length,
);

const SMALL_WORDS = new Set(['of']);
const STATE_NAMES_BY_CODE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(STATE_CODES_BY_NAME).map(([name, code]) => [
    code,
    name
      .split(' ')
      .map((word) => (SMALL_WORDS.has(word) ? word : word[0]!.toUpperCase() + word.slice(1)))
      .join(' '),
  ]),
);

/** The state's full name ("UT" -> "Utah"), or undefined for anything that is not a USPS state code. */
export function stateName(code: string): string | undefined {
  return STATE_NAMES_BY_CODE[code.trim().toUpperCase()];
}
