// The .ics invitation of a confirmed tour (RFC 5545): one VEVENT the buyer's calendar adds with a click.
import type { EmailAttachment } from './email';

/** How long a tour is booked for in the calendar. */
export const TOUR_DURATION_MINUTES = 60;

/** PUBLISH, not REQUEST: iTIP's REQUEST needs an organizer who receives replies, and the desk has no calendar here. */
export const TOUR_CALENDAR_METHOD = 'PUBLISH';

export interface TourInvitationInput {
  tourId: string;
  propertyAddress: string;
  /** The slot's start, an instant. */
  startsAt: Date;
  /** What the buyer picked, in the property's zone: '12/01/2026 9:30 AM'. */
  slotLabel: string;
  timeZoneLabel: string;
  /** The property's page in the app. */
  propertyUrl: string;
  /** When the tour was confirmed: the DTSTAMP, so the same confirmation always yields the same file. */
  confirmedAt: Date;
}

const CRLF = '\r\n';
/** RFC 5545 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** The invitation as a text/calendar attachment. */
export function tourInvitationAttachment(input: TourInvitationInput): EmailAttachment {
  return {
    filename: 'tour.ics',
    contentType: `text/calendar; charset=utf-8; method=${TOUR_CALENDAR_METHOD}`,
    content: renderTourInvitation(input),
  };
}

export function renderTourInvitation(input: TourInvitationInput): string {
  const endsAt = new Date(input.startsAt.getTime() + TOUR_DURATION_MINUTES * 60_000);
  const summary = `Tour of ${oneLine(input.propertyAddress)}`;
  const description =
    `Your tour of ${oneLine(input.propertyAddress)} on ${input.slotLabel} (${input.timeZoneLabel}) is ` +
    `confirmed.\nThe property in Homeward: ${input.propertyUrl}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Homeward//Tours//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${TOUR_CALENDAR_METHOD}`,
    'BEGIN:VEVENT',
    // Globally unique and stable per tour: a second copy of the invitation updates the same calendar entry.
    `UID:tour-${input.tourId}@homeward.app`,
    `DTSTAMP:${utcDateTime(input.confirmedAt)}`,
    // UTC ('Z') needs no VTIMEZONE component, and every calendar shows it in the reader's own zone.
    `DTSTART:${utcDateTime(input.startsAt)}`,
    `DTEND:${utcDateTime(endsAt)}`,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(oneLine(input.propertyAddress))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${input.propertyUrl}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** RFC 5545 3.3.5 form 2, UTC: 20261201T163000Z. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped, a line break becomes \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: a line longer than 75 octets continues on the next line after CRLF and one space. Counted in UTF-8
 * octets and split between characters, never inside one (an address may hold 'ñ').
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
