// The offer letter's own words, written once for the PDF, the preview text and the editor: it binds no one, and its
// expiry is a clock time in a named time zone (a seller reading "5:00 PM" must know whose 5:00 PM).
import { propertyTimeZone } from '@homeward/rules';
import { US_STATES } from '../enumerations';

/** Said at the top and on every page of the letter, in the preview and when the buyer finishes. */
export const OFFER_LETTER_NON_BINDING =
  'This letter is a non-binding expression of interest. It is not a contract and creates no obligation for the ' +
  'buyer or the seller: no party is bound until a written purchase agreement is signed by all buyers and sellers.';

/**
 * What the expiry means in a letter that binds no one. No "accepted in writing" and no acceptance at all: a reply
 * to this letter is the start of a negotiation, not a contract.
 */
export const OFFER_LETTER_LAPSE =
  'After that the proposal lapses. Until a purchase agreement is signed by all buyers and sellers, either side may ' +
  'change or withdraw its terms, and no reply to this letter, written or not, binds anyone.';

/**
 * States where part of the state keeps another clock than the one most of it uses (the Florida panhandle, west
 * Texas, the Idaho panhandle, Nevada's West Wendover, Arizona's Navajo Nation with daylight saving, ...). The
 * letter has no coordinates, so it names the state's main zone and says so.
 */
const STATES_SPANNING_ZONES = new Set([
  'AK',
  'AZ',
  'FL',
  'ID',
  'IN',
  'KS',
  'KY',
  'MI',
  'ND',
  'NE',
  'NV',
  'OR',
  'SD',
  'TN',
  'TX',
]);

export interface OfferExpiryZone {
  /** IANA zone, e.g. `America/Denver`. */
  id: string;
  /** What the reader sees: `Mountain Time`. */
  label: string;
  /** The state's name. */
  stateName: string;
  /** True when part of the state keeps another clock: the label is the main zone's. */
  mainZoneOnly: boolean;
}

/** The time zone the expiry is read in: the property's state's (its main zone); none for an unknown state. */
export function offerExpiryZone(state: unknown): OfferExpiryZone | undefined {
  const code = typeof state === 'string' ? state.trim().toUpperCase() : '';
  const known = US_STATES.find((option) => option.value === code);
  if (!known) return undefined;
  const zone = propertyTimeZone(code);
  return {
    id: zone.id,
    label: zone.label,
    stateName: known.label,
    mainZoneOnly: STATES_SPANNING_ZONES.has(code),
  };
}

/** The sentence the editor shows under the expiry fields and the letter prints beside the expiry. */
export function offerExpiryZoneNote(zone: OfferExpiryZone | undefined): string {
  if (!zone)
    return "The time is the property's local time: choose the property's state to name its time zone.";
  if (zone.mainZoneOnly)
    return (
      `The time is ${zone.label} (${zone.id}), the time zone of most of ${zone.stateName}; part of the state keeps ` +
      'another clock, and this deadline is on this one.'
    );
  return `The time is ${zone.label} (${zone.id}), the time zone of ${zone.stateName}, where the property is.`;
}

interface ExpiryAnswers {
  deadline_date?: unknown;
  deadline_time?: unknown;
  deadline_am_pm?: unknown;
}

const answer = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** `MM/DD/YYYY` as stored; an ISO date is shown the same way; anything else as typed. */
function expiryDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value;
}

/**
 * The letter's expiry as one sentence: `This offer is open until 5:00 PM Mountain Time (America/Denver) on
 * 11/25/2026.`, or that none was set. The zone is named whenever the state is known.
 */
export function offerExpiryText(answers: ExpiryAnswers | null | undefined, state: unknown): string {
  const date = answer(answers?.deadline_date);
  if (!date) return 'No expiration date was set for this offer.';
  const time = answer(answers?.deadline_time);
  const meridiem = answer(answers?.deadline_am_pm)?.toUpperCase();
  const zone = offerExpiryZone(state);
  const zoneName = zone ? `${zone.label} (${zone.id})` : "the property's local time";
  const when = time
    ? `${time}${meridiem === 'AM' || meridiem === 'PM' ? ` ${meridiem}` : ''} ${zoneName} on ${expiryDate(date)}`
    : `the end of ${expiryDate(date)}, ${zoneName}`;
  return `This offer is open until ${when}.`;
}

interface LetterData {
  property?: unknown;
  additional?: unknown;
}

const stateIn = (data: LetterData): unknown => {
  const property = data.property as { address?: { state?: unknown } } | undefined;
  return property?.address?.state;
};

/**
 * The filled form as the preview shows it (`Label: value` lines), framed as the letter is: the non-binding notice
 * first, the expiry on its named clock and what it means last.
 */
export function offerLetterText(formText: string, data: LetterData): string {
  const answers = (data.additional ?? undefined) as ExpiryAnswers | undefined;
  const state = stateIn(data);
  const expiry = [offerExpiryText(answers, state)];
  if (answer(answers?.deadline_date))
    expiry.push(offerExpiryZoneNote(offerExpiryZone(state)), OFFER_LETTER_LAPSE);
  const parts = [
    OFFER_LETTER_NON_BINDING,
    formText,
    `Offer expiration\n${expiry.map((line) => `  ${line}`).join('\n')}`,
  ];
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}
