/** Reading a saved form's values for print. A draft holds whatever the editor stored (masked text, numbers,
 * booleans or 'yes' strings, empty strings), so each reader says plainly when a value is missing instead of
 * printing a blank, a NaN or a made-up default. */
import type { CalendarDate, Money, Party, YesNo } from './document-data';
import { formatUsd } from '../money';

export const NOT_SPECIFIED = 'Not specified';
/** The spec's word for sellers the buyer does not know yet ('I don't know yet'). */
export const NOT_AVAILABLE = 'Not Available';

export const text = (value: string | null | undefined): string | undefined => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
};

export const orNotSpecified = (value: string | null | undefined): string => text(value) ?? NOT_SPECIFIED;

export function yes(value: YesNo | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && ['yes', 'true', 'y', '1'].includes(value.trim().toLowerCase());
}

/** A number from a form: 450000, '450000', '$450,000.50'. Anything else is undefined. */
export function amount(value: Money | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

export const usd = (value: Money | undefined): string => {
  const number = amount(value);
  return number === undefined ? NOT_SPECIFIED : formatUsd(number);
};

export const count = (value: number | string | null | undefined): number | undefined => {
  const number = amount(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 ? number : undefined;
};

/** A calendar date as UTC midnight, from 'MM/DD/YYYY' or 'YYYY-MM-DD' (an ISO timestamp keeps its date part). A
 * day that does not exist (02/30) is undefined rather than rolled over. */
export function calendarDate(value: CalendarDate | undefined): Date | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(raw);
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date;
}

/** MM/DD/YYYY, the spec's date format. */
export function usDate(date: Date): string {
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** A stored date for print: MM/DD/YYYY when it parses, the text as typed when it does not (the reader should see
 * what was written rather than nothing), 'Not specified' when empty. */
export function dateText(value: CalendarDate | undefined): string {
  const date = calendarDate(value);
  if (date) return usDate(date);
  return orNotSpecified(value);
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/** 'equally_shared' -> 'Equally shared'; 'Equally Shared' stays as it is. */
export function label(value: string | null | undefined): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  if (!/[_]/.test(raw) && raw !== raw.toLowerCase()) return raw;
  const words = raw.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The parties someone actually named: a section left blank is not a party. */
export const namedParties = (parties: Party[] | null | undefined): Party[] =>
  (parties ?? []).filter((party) => text(party?.name));

export function partyLines(party: Party): string {
  return [party.name, party.address, party.phone, party.email]
    .map((part) => text(part))
    .filter((part): part is string => part !== undefined)
    .join(', ');
}

export const names = (parties: Party[]): string => parties.map((party) => text(party.name)).join(', ');

export const listOf = (value: string | string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\r?\n/) : [])
    .map((item) => (typeof item === 'string' ? item.trim() : ''))
    .filter((item) => item !== '');

/** '5:00' + 'PM' -> '5:00 PM'; a time that is not h:mm (1-12) is printed as typed, nothing when empty. */
export function clockTime(
  time: string | null | undefined,
  amPm: string | null | undefined,
): string | undefined {
  const raw = text(time);
  if (!raw) return undefined;
  const meridiem = text(amPm)?.toUpperCase();
  const suffix = meridiem === 'AM' || meridiem === 'PM' ? ` ${meridiem}` : '';
  return `${raw}${suffix}`;
}
