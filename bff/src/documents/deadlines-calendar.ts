// A purchase agreement's contract deadlines, and the steps of the property's due-diligence objection, as an
// iCalendar file (RFC 5545) the buyer adds to their calendar: one event per deadline that applies and has a date, at
// the deadline's time in its zone (Utah's REPC: 5:00 PM Mountain Time), floating local time when the agreement names
// no zone, or an all-day event when it names no time. The objection's dates end by the same clock and zone.
import type { ContractDeadline } from '../api/documents';
import type { ObjectionDeadline } from '../api/objections';

const PRODUCT_ID = '-//Homeward//Contract deadlines//EN';
/** The agreement's one day-count rule (@homeward/document-definitions' DAY_COUNT_RULE), said in every event. A deadline counted
 * from Acceptance has no date, so no event, until the agreement records Acceptance. */
export const DAY_COUNT_NOTE = 'Counted in calendar days from Acceptance; weekends and holidays count.';
/** The objection's periods are calendar days too (the agreement's rule); said in each of its events. */
export const OBJECTION_DAY_COUNT_NOTE =
  'A step of your due diligence objection. Counted in calendar days; weekends and holidays count.';
/** What each objection step is called in a calendar, beside the buyer's other events. */
export const OBJECTION_SUMMARIES: Record<ObjectionDeadline['key'], string> = {
  objection_sent: 'Due diligence objection sent',
  seller_response: "Seller's response to your objection due",
  resolution: 'Objection resolution deadline',
};
/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into 75-octet pieces (continuations start with a space), never inside a character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** `5:00 PM` -> `170000`; undefined for anything that is not a 12-hour clock time. */
export function clockTime(time: string): string | undefined {
  const match = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return undefined;
  const hour12 = Number(match[1]) % 12;
  const hour = match[3]!.toUpperCase() === 'PM' ? hour12 + 12 : hour12;
  return `${String(hour).padStart(2, '0')}${match[2]}00`;
}

/** `2026-12-08` -> `20261208`, only for a real calendar date. */
function compactDate(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return undefined;
  return date.replace(/-/g, '');
}

type Dated = Pick<ContractDeadline, 'date' | 'time' | 'time_zone'>;

function startLines(deadline: Dated, day: string): string[] {
  const time = clockTime(deadline.time);
  if (!time) {
    const next = new Date(`${deadline.date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return [
      `DTSTART;VALUE=DATE:${day}`,
      `DTEND;VALUE=DATE:${next.toISOString().slice(0, 10).replace(/-/g, '')}`,
    ];
  }
  const zone = deadline.time_zone ? `;TZID=${deadline.time_zone}` : '';
  return [`DTSTART${zone}:${day}T${time}`, `DTEND${zone}:${day}T${time}`];
}

export interface DeadlinesCalendarInput {
  /** The completed agreement the deadlines come from; null when there is none (then only the objection's). */
  purchaseAgreementId: string | null;
  propertyAddress: string;
  deadlines: readonly ContractDeadline[];
  /** The property's latest due-diligence objection and its steps, when there is one. */
  objection?: { id: string; deadlines: readonly ObjectionDeadline[] } | null;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

interface CalendarEvent {
  uid: string;
  summary: string;
  notes: string[];
  deadline: Dated & Pick<ContractDeadline, 'applies'>;
}

function eventLines(event: CalendarEvent, stamp: string, propertyAddress: string): string[] {
  const { deadline } = event;
  const day = deadline.applies && deadline.date ? compactDate(deadline.date) : undefined;
  if (!day) return [];
  const description = [...event.notes, propertyAddress && `Property: ${propertyAddress}`]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...startLines(deadline, day),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  ];
}

/** The calendar, CRLF line endings; deadlines that do not apply or have no date are left out. */
export function deadlinesCalendar({
  purchaseAgreementId,
  propertyAddress,
  deadlines,
  objection,
  now,
}: DeadlinesCalendarInput): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const events: CalendarEvent[] = [
    ...(purchaseAgreementId
      ? deadlines.map((deadline) => ({
          uid: `${purchaseAgreementId}-${deadline.key}@homeward`,
          summary: deadline.label,
          notes: [deadline.basis, DAY_COUNT_NOTE],
          deadline,
        }))
      : []),
    // The same UID each time: a calendar that imports the file again after an edit moves the event.
    ...(objection?.deadlines ?? []).map((deadline) => ({
      uid: `${objection!.id}-${deadline.key}@homeward`,
      summary: OBJECTION_SUMMARIES[deadline.key],
      notes: [deadline.basis, OBJECTION_DAY_COUNT_NOTE],
      deadline,
    })),
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp, propertyAddress)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
