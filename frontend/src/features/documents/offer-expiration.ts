// The offer expiration the buyer sets before finalising: date MM/DD/YYYY (required, not before today) and a time with
// AM/PM. Pure, so the modal and its tests share one reading of the rules.

export type Meridiem = 'AM' | 'PM';

export interface OfferExpiration {
  date: string;
  time: string;
  am_pm: Meridiem;
}

export type ExpirationErrors = Partial<Record<keyof OfferExpiration, string>>;

export const EXPIRATION_MESSAGES = {
  dateRequired: 'Date is required',
  dateFormat: 'Use the format MM/DD/YYYY',
  datePast: 'The date cannot be earlier than today',
  timeRequired: 'Time is required',
  timeFormat: 'Use the format hh:mm',
  amPmRequired: 'Choose AM or PM',
} as const;

/** The calendar date MM/DD/YYYY names, as [year, month, day], or null when it is not a real date. */
export function parseUsDate(value: string): [number, number, number] | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? [year, month, day] : null;
}

/** Today's calendar date where the buyer is (their clock), as a comparable number YYYYMMDD. */
export function localDay(now: Date): number {
  return now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
}

export function isBeforeToday(value: string, now: Date): boolean {
  const parsed = parseUsDate(value);
  if (!parsed) return false;
  const [year, month, day] = parsed;
  return year * 10000 + month * 100 + day < localDay(now);
}

export function validateExpiration(
  value: Partial<OfferExpiration>,
  now: Date,
  pastAllowed = false,
): ExpirationErrors {
  const errors: ExpirationErrors = {};
  const date = value.date?.trim() ?? '';
  if (!date) errors.date = EXPIRATION_MESSAGES.dateRequired;
  else if (!parseUsDate(date)) errors.date = EXPIRATION_MESSAGES.dateFormat;
  else if (!pastAllowed && isBeforeToday(date, now)) errors.date = EXPIRATION_MESSAGES.datePast;

  const time = value.time?.trim() ?? '';
  if (!time) errors.time = EXPIRATION_MESSAGES.timeRequired;
  else if (!/^(0?[1-9]|1[0-2]):[0-5]\d$/.test(time)) errors.time = EXPIRATION_MESSAGES.timeFormat;

  if (value.am_pm !== 'AM' && value.am_pm !== 'PM') errors.am_pm = EXPIRATION_MESSAGES.amPmRequired;
  return errors;
}

/** Types the slashes in as the buyer writes digits: "0412" -> "04/12". */
export function maskUsDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
