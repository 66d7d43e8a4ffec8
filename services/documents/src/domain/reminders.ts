// Which contract deadlines are due a reminder: the ones that end within the lead time (48 hours) and have not ended.
// The agreement's deadlines and its due-diligence objection's (the seller's response and the resolution) alike.
// Pure: the sweep (application/deadline-reminders.ts) brings the agreements and objections, the clock and the lead.
import { getPath } from '@homeward/document-definitions';
import { propertyTimeZone } from '@homeward/rules';
import type { Deadline } from './deadlines';
import { stateOf, type DocumentData } from './document';
import {
  objectionSteps,
  REMINDED_OBJECTION_STEPS,
  type ObjectionDeadline,
  type ObjectionRecord,
} from './objection';

/** A completed purchase agreement, the latest of its buyer for its property. */
export interface RemindableAgreement {
  id: string;
  userId: string;
  propertyId: string;
  data: DocumentData;
}

/** A due-diligence objection, the latest of its buyer for its property: what its reminders need. */
export type RemindableObjection = Pick<
  ObjectionRecord,
  | 'id'
  | 'userId'
  | 'propertyId'
  | 'purchaseAgreementId'
  | 'state'
  | 'propertyAddress'
  | 'sentOn'
  | 'sellerResponseDue'
  | 'resolutionDeadline'
  | 'time'
  | 'timeZone'
>;

/** One reminder to publish: a deadline of an agreement or objection, when it ends, in the deadline's own zone. */
export interface DueReminder {
  /** The agreement; for an objection's deadline the agreement it refers to, '' when signed outside Homeward. */
  agreementId: string;
  /** The objection whose deadline it is; '' for the agreement's own deadlines. */
  objectionId: string;
  userId: string;
  propertyId: string;
  deadlineKey: string;
  deadlineLabel: string;
  dueAt: Date;
  /** RFC 3339 with the zone's offset: '2030-01-15T17:00:00-07:00'. */
  dueAtText: string;
  dueDate: string;
  dueTime: string;
  timeZone: string;
  timeZoneLabel: string;
  propertyAddress: string;
}

type ReminderSource = Pick<
  DueReminder,
  'agreementId' | 'objectionId' | 'userId' | 'propertyId' | 'propertyAddress'
> & {
  state: string;
};

/**
 * The deadlines that end after `now` and no later than `now + leadMs`. One that does not apply, or has no date, or
 * whose time of day is unreadable, has none.
 */
function remindersDue(
  source: ReminderSource,
  deadlines: readonly (Deadline | ObjectionDeadline)[],
  now: Date,
  leadMs: number,
): DueReminder[] {
  const local = propertyTimeZone(source.state);
  const due: DueReminder[] = [];
  for (const deadline of deadlines) {
    if (!deadline.applies || !deadline.date) continue;
    const clock = hourAndMinuteOf(deadline.time);
    if (!clock) continue;
    // '' is the property's local time, as the agreement says for every state but Utah.
    const timeZone = deadline.timeZone || local.id;
    const dueAt = instantOfWallClock(deadline.date, clock[0], clock[1], timeZone);
    const untilDue = dueAt.getTime() - now.getTime();
    if (untilDue <= 0 || untilDue > leadMs) continue;
    due.push({
      agreementId: source.agreementId,
      objectionId: source.objectionId,
      userId: source.userId,
      propertyId: source.propertyId,
      deadlineKey: deadline.key,
      deadlineLabel: deadline.label,
      dueAt,
      dueAtText: rfc3339InZone(dueAt, timeZone),
      dueDate: deadline.date,
      dueTime: deadline.time,
      timeZone,
      timeZoneLabel: timeZone === local.id ? local.label : timeZone,
      propertyAddress: source.propertyAddress,
    });
  }
  return due;
}

/** The agreement's deadlines due a reminder. */
export function dueReminders(
  agreement: RemindableAgreement,
  deadlines: readonly Deadline[],
  now: Date,
  leadMs: number,
): DueReminder[] {
  return remindersDue(
    {
      agreementId: agreement.id,
      objectionId: '',
      userId: agreement.userId,
      propertyId: agreement.propertyId,
      propertyAddress: addressOf(agreement.data),
      state: stateOf(agreement.data),
    },
    deadlines,
    now,
    leadMs,
  );
}

/**
 * The objection's deadlines due a reminder: the seller's response and the resolution deadline (the day it is sent is
 * the buyer's own act, not a deadline to remind of), by the same clock and zone as the agreement's.
 */
export function objectionDueReminders(
  objection: RemindableObjection,
  now: Date,
  leadMs: number,
): DueReminder[] {
  const steps = objectionSteps(objection).filter((step) => REMINDED_OBJECTION_STEPS.includes(step.key));
  return remindersDue(
    {
      agreementId: objection.purchaseAgreementId ?? '',
      objectionId: objection.id,
      userId: objection.userId,
      propertyId: objection.propertyId,
      propertyAddress: objection.propertyAddress,
      state: objection.state,
    },
    steps,
    now,
    leadMs,
  );
}

/**
 * The keys of dated deadlines whose time of day cannot be read: they would silently get no reminder, so the sweep
 * reports them.
 */
export function unreadableTimes(deadlines: readonly (Deadline | ObjectionDeadline)[]): string[] {
  return deadlines
    .filter((deadline) => deadline.applies && deadline.date && !hourAndMinuteOf(deadline.time))
    .map((deadline) => deadline.key);
}

/** The property as the agreement names it: its formatted address, else street, city, state and ZIP. */
export function addressOf(data: DocumentData): string {
  const text = (path: string) => {
    const value = getPath(data, `property.address.${path}`);
    return typeof value === 'string' ? value.trim() : '';
  };
  const formatted = text('formatted_address');
  if (formatted) return formatted;
  const stateAndZip = [text('state'), text('zip_code')].filter(Boolean).join(' ');
  return [text('street'), text('city'), stateAndZip].filter(Boolean).join(', ');
}

/** '5:00 PM' -> [17, 0]; undefined when not of that shape. */
export function hourAndMinuteOf(time: string): [number, number] | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.trim());
  if (!match) return undefined;
  const hour12 = Number(match[1]);
  const minute = Number(match[2]);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return undefined;
  return [(hour12 % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0), minute];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockParts(timeZone: string, instant: Date): Record<string, number> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at `instant` (negative west of Greenwich), from Intl's tz data. */
function zoneOffsetMs(timeZone: string, instant: Date): number {
  const parts = wallClockParts(timeZone, instant);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the zone's clocks show `isoDate` at `hour`:`minute` (5:00 PM is never in a daylight-saving change). */
export function instantOfWallClock(isoDate: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute);
  // The offset at the wall time read as UTC may be off by a change of offset; asking again at the guess settles it.
  const guess = wall - zoneOffsetMs(timeZone, new Date(wall));
  return new Date(wall - zoneOffsetMs(timeZone, new Date(guess)));
}

/** RFC 3339 with the zone's offset at that instant: '2030-01-15T17:00:00-07:00'. */
export function rfc3339InZone(instant: Date, timeZone: string): string {
  const offsetMinutes = Math.round(zoneOffsetMs(timeZone, instant) / 60_000);
  const wall = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}
