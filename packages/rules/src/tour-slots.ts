/**
 * The tour request's rules, shared by the SPA's modal, the BFF's schema and the tour service: up to three proposed
 * slots, each a date (MM/DD/YYYY, not before today in the property's time zone) and one of sixteen half-hour times
 * from 9:00 AM to 4:30 PM in the property's local time.
 */
export const TOUR_MAX_SLOTS = 3;

/** '9:00 AM' ... '4:30 PM': the sixteen options of the spec, in order. */
export const TOUR_TIME_OPTIONS: readonly string[] = Object.freeze(
  Array.from({ length: 16 }, (_, index) => {
    const minutes = 9 * 60 + index * 30;
    const hour24 = Math.floor(minutes / 60);
    const hour12 = hour24 > 12 ? hour24 - 12 : hour24;
    const minute = String(minutes % 60).padStart(2, '0');
    return `${hour12}:${minute} ${hour24 >= 12 ? 'PM' : 'AM'}`;
  }),
);

export const TOUR_MESSAGES = Object.freeze({
  tooManySlots: `Propose at most ${TOUR_MAX_SLOTS} time slots`,
  noSlots: 'Propose at least one time slot',
  badDate: 'Enter the date as MM/DD/YYYY',
  pastDate: 'The date cannot be earlier than today',
  badTime: 'Choose a time between 9:00 AM and 4:30 PM in half-hour steps',
  duplicateSlot: 'Each time slot must be different',
  noChannel: 'Choose e-mail, phone or both so the agent can reach you',
  nameRequired: 'Enter your name',
  notListed: 'Tours can only be scheduled for a listed property',
});

/** One proposed slot: `date` as MM/DD/YYYY and `time` as one of TOUR_TIME_OPTIONS. */
export interface TourSlotInput {
  date: string;
  time: string;
}

/** The spec's 'date time' string of a slot: '11/30/2026 9:00 AM'. */
export function tourSlotLabel(slot: TourSlotInput): string {
  return `${slot.date} ${slot.time}`;
}

const SLOT_LABEL = /^(\d{2}\/\d{2}\/\d{4}) (\d{1,2}:\d{2} [AP]M)$/;

/** Splits '11/30/2026 9:00 AM' back into its date and time, or null when it is not of that shape. */
export function parseTourSlotLabel(label: string): TourSlotInput | null {
  const match = SLOT_LABEL.exec(label.trim());
  return match ? { date: match[1]!, time: match[2]! } : null;
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'MM/DD/YYYY' -> 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function isoDateOfUsDate(date: string): string | null {
  const match = US_DATE.exec(date);
  if (!match) return null;
  const [, month, day, year] = match;
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    probe.getUTCFullYear() !== Number(year) ||
    probe.getUTCMonth() !== Number(month) - 1 ||
    probe.getUTCDate() !== Number(day)
  ) {
    return null;
  }
  return `${year}-${month}-${day}`;
}

/** 'YYYY-MM-DD' of `now` as a wall clock in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * What is wrong with a list of proposed slots, by index ('' for the list itself); empty when they are acceptable.
 * "Today" is the property's today, so a buyer in New York proposing a Honolulu tour late in the evening is judged by
 * the calendar at the house.
 */
export function tourSlotProblems(
  slots: readonly TourSlotInput[],
  timeZone: string,
  now: Date = new Date(),
): { index: number | null; message: string }[] {
  const problems: { index: number | null; message: string }[] = [];
  if (slots.length === 0) problems.push({ index: null, message: TOUR_MESSAGES.noSlots });
  if (slots.length > TOUR_MAX_SLOTS) problems.push({ index: null, message: TOUR_MESSAGES.tooManySlots });
  const today = todayIn(timeZone, now);
  const seen = new Set<string>();
  slots.forEach((slot, index) => {
    const iso = isoDateOfUsDate(slot.date);
    if (iso === null) problems.push({ index, message: TOUR_MESSAGES.badDate });
    else if (iso < today) problems.push({ index, message: TOUR_MESSAGES.pastDate });
    if (!TOUR_TIME_OPTIONS.includes(slot.time)) problems.push({ index, message: TOUR_MESSAGES.badTime });
    const key = tourSlotLabel(slot);
    if (seen.has(key)) problems.push({ index, message: TOUR_MESSAGES.duplicateSlot });
    seen.add(key);
  });
  return problems;
}
