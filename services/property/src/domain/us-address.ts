// Best-effort parsing of a free-text US address ("12 main st apt 4, austin, tx 78701") into its parts, without a
// geocoder. Whatever cannot be recognised is left empty rather than guessed, and the buyer's text is always kept.
import { stateCode, STATE_NAMES_LONGEST_FIRST } from './us-states';

export interface ParsedUsAddress {
  street: string;
  streetLine2: string;
  city: string;
  /** USPS code of a state or DC, or empty. */
  state: string;
  /** Five digits, or ZIP+4 as "78701-1234", or empty. */
  zipCode: string;
  /** The parts re-assembled as "street, line 2, city, ST 12345", with consistent casing. */
  formattedAddress: string;
}

// Street suffixes (USPS Publication 28, the common ones). A suffix ends the street when the address has no commas.
const STREET_SUFFIXES = new Set(
  (
    'aly alley ave av avenue blvd boulevard bnd bend cir circle ct court cv cove dr drive expy expressway ' +
    'fwy freeway hwy highway ln lane loop pkwy parkway pl place plz plaza pt point rd road row run sq square ' +
    'st street ter terrace trl trail way xing crossing pike path walk'
  ).split(' '),
);
const DIRECTIONAL = /^(n|s|e|w|ne|nw|se|sw)\.?$/i;
const UNIT_DESIGNATORS = new Set(
  'apt apartment unit ste suite fl floor rm room bldg building lot spc space dept'.split(' '),
);
const TRAILING_UNIT =
  /^(.*\S)\s+((?:apt|apartment|unit|ste|suite|fl|floor|rm|room|bldg|building|lot|spc|space|dept)\.?\s+(?:#\s*)?[\p{L}\p{N}-]+|#\s*[\p{L}\p{N}-]+)$/iu;
const ZIP_AT_END = /(?<![\s,])[\s,]*\b(\d{5})(?:-(\d{4}))?$/;
const COUNTRY_AT_END = /(?<![\s,])[\s,]+(usa|u\.s\.a\.?|us|u\.s\.?|united states(?: of america)?)$/i;

export function parseUsAddress(input: string): ParsedUsAddress {
  let rest = tidy(input).replace(COUNTRY_AT_END, '');

  let zipCode = '';
  const zip = ZIP_AT_END.exec(rest);
  // A lone number is a house number, not a ZIP: a ZIP needs something before it that has letters.
  if (zip && /\p{L}/u.test(rest.slice(0, zip.index))) {
    zipCode = zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]!;
    rest = trimSeparators(rest.slice(0, zip.index));
  }

  const state = takeState(rest, zipCode !== '');
  if (state) rest = trimSeparators(rest.slice(0, rest.length - state.matchedLength));
  const hasLocality = zipCode !== '' || state !== undefined;

  const segments = rest
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
  let { street, streetLine2, city } =
    segments.length >= 2 ? fromSegments(segments) : fromSingleSegment(segments[0] ?? '', hasLocality);

  if (!streetLine2) {
    const unit = TRAILING_UNIT.exec(street);
    if (unit) {
      street = unit[1]!;
      streetLine2 = unit[2]!;
    }
  }

  street = titleCase(street);
  streetLine2 = titleCase(streetLine2);
  city = titleCase(city);
  const stateAndZip = [state?.code ?? '', zipCode].filter(Boolean).join(' ');
  const formattedAddress = [street, streetLine2, city, stateAndZip].filter(Boolean).join(', ');
  return { street, streetLine2, city, state: state?.code ?? '', zipCode, formattedAddress };
}

function tidy(text: string): string {
  return trimSeparators(
    text
      .replace(/\s+/g, ' ')
      .replace(/ ?, ?/g, ', ')
      .replace(/(,\s*)+/g, ', '),
  );
}

function trimSeparators(text: string): string {
  return text.replace(/^[\s,]+|(?<![\s,.])[\s,.]+$/g, '');
}

interface StateMatch {
  code: string;
  matchedLength: number;
}

/**
 * The state at the end of `text`, as a code or full name. Without a ZIP the state must follow a comma somewhere
 * earlier ("Hartford CT" after "12 Oak St,"), because a lone trailing "Ct" is far more often a street suffix
 * ("12 Oak Ct") than Connecticut.
 */
function takeState(text: string, zipFollows: boolean): StateMatch | undefined {
  const lower = text.toLowerCase();
  const candidates: string[] = [];
  const code = /(?:^|[\s,])([a-z]{2})\.?$/i.exec(text);
  if (code) candidates.push(code[0].replace(/^[\s,]/, ''));
  for (const name of STATE_NAMES_LONGEST_FIRST) {
    if (lower.endsWith(name) && /(^|[\s,])$/.test(lower.slice(0, lower.length - name.length))) {
      candidates.push(text.slice(text.length - name.length));
      break;
    }
  }
  for (const candidate of candidates) {
    const resolved = stateCode(candidate);
    if (!resolved) continue;
    const before = text.slice(0, text.length - candidate.length);
    // Nothing before it: the whole text is a state, which says nothing about the street.
    if (!/\p{L}|\p{N}/u.test(before)) continue;
    if (zipFollows || before.includes(',')) return { code: resolved, matchedLength: candidate.length };
  }
  return undefined;
}

interface StreetAndCity {
  street: string;
  streetLine2: string;
  city: string;
}

/** "street, [line 2, ...] city": the last segment is the city unless it is itself a unit ("Apt 4"). */
function fromSegments(segments: string[]): StreetAndCity {
  const last = segments[segments.length - 1]!;
  const lastIsUnit = isUnitText(last);
  const city = lastIsUnit ? '' : last;
  const middle = segments.slice(1, lastIsUnit ? segments.length : segments.length - 1);
  return { street: segments[0]!, streetLine2: middle.join(', '), city };
}

/**
 * No commas: the city starts after the street suffix (and any directional and unit that follow it). The suffix
 * must come after a street name ("123 St Charles Ave" is on St Charles Ave, not on "St").
 */
function fromSingleSegment(segment: string, hasLocality: boolean): StreetAndCity {
  const words = segment.split(' ').filter(Boolean);
  if (!hasLocality) return { street: segment, streetLine2: '', city: '' };
  const suffixAt = words.findIndex((word, index) => index >= 2 && STREET_SUFFIXES.has(bare(word)));
  if (suffixAt < 0) return { street: segment, streetLine2: '', city: '' };
  let end = suffixAt + 1;
  if (end < words.length && DIRECTIONAL.test(words[end]!)) end += 1;
  const streetWords = words.slice(0, end);
  let unitWords: string[] = [];
  if (end < words.length) {
    const word = words[end]!;
    if (/^#\S+$/.test(word)) unitWords = [word];
    else if ((word === '#' || UNIT_DESIGNATORS.has(bare(word))) && end + 1 < words.length) {
      unitWords = words.slice(end, end + 2);
    }
  }
  const city = words.slice(end + unitWords.length).join(' ');
  return { street: streetWords.join(' '), streetLine2: unitWords.join(' '), city };
}

function isUnitText(text: string): boolean {
  const first = text.split(' ')[0] ?? '';
  return first.startsWith('#') || UNIT_DESIGNATORS.has(bare(first));
}

function bare(word: string): string {
  return word.toLowerCase().replace(/\.$/, '');
}

/**
 * Capitalises words the buyer typed in lower case ("main st" -> "Main St"), upper-cases directionals and unit
 * letters ("nw", "4b"), and leaves words that already carry capitals alone ("McAllen", "MAIN").
 */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word) => {
      if (DIRECTIONAL.test(word)) return word.toUpperCase();
      if (/\p{Lu}/u.test(word)) return word;
      if (/^\d+(st|nd|rd|th)$/.test(word)) return word;
      if (/\d/.test(word)) return word.toUpperCase();
      return word.replace(
        /(^|[-'/])(\p{Ll})/gu,
        (_, separator: string, letter: string) => separator + letter.toUpperCase(),
      );
    })
    .join(' ');
}
