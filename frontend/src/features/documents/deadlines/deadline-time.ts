// When a contract deadline ends and how long is left, counted in the deadline's own time zone (Utah's REPC: 5:00 PM
// Mountain Time) so a buyer in another zone sees the days the contract counts, not the days of their own clock.
import type { ContractDeadline } from '@api';

export type DeadlineStatus =
  | { kind: 'upcoming'; daysLeft: number }
  | { kind: 'passed' }
  /** No date (not enough in the agreement to count it) or no such deadline in this agreement. */
  | { kind: 'undated' };

interface ZonedNow {
  /** `YYYY-MM-DD` */
  date: string;
  minutes: number;
}

const MS_PER_DAY = 86_400_000;

/** Today's calendar date and the minutes past midnight in `timeZone`, or in the browser's zone when it is null. */
function zonedNow(now: Date, timeZone: string | null): ZonedNow {
  if (!timeZone) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      minutes: now.getHours() * 60 + now.getMinutes(),
    };
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Minutes past midnight of `5:00 PM`-style times; a time it cannot read counts as the end of the day. */
export function minutesOfDay(time: string): number {
  const match = /^\s*(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?\s*$/.exec(time);
  if (!match) return 24 * 60;
  const hour = Number(match[1]) % (match[3] ? 12 : 24);
  const afternoon = match[3]?.toUpperCase() === 'PM' ? 12 : 0;
  return (hour + afternoon) * 60 + Number(match[2]);
}

function calendarDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** Whether the deadline has passed at `now` and, if not, how many calendar days are left (0 on its last day). */
export function deadlineStatus(deadline: ContractDeadline, now: Date): DeadlineStatus {
  if (!deadline.applies || !deadline.date) return { kind: 'undated' };
  let today: ZonedNow;
  try {
    today = zonedNow(now, deadline.time_zone);
  } catch {
    // A zone this browser does not know: count in the browser's own zone rather than show nothing.
    today = zonedNow(now, null);
  }
  const daysLeft = calendarDays(today.date, deadline.date);
  if (daysLeft < 0 || (daysLeft === 0 && today.minutes >= minutesOfDay(deadline.time)))
    return { kind: 'passed' };
  return { kind: 'upcoming', daysLeft };
}

/** `3 days left`, `1 day left`, `ends today`. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'ends today';
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}

/** The spec's MM/DD/YYYY from the server's `YYYY-MM-DD`, read as a calendar date (no zone shift). */
export function usDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** `Mountain Time` for `America/Denver` where the browser can name it, else the zone's id. */
export function zoneName(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** `5:00 PM Mountain Time`, or `5:00 PM` when the agreement gives no zone (the property's local time). */
export function deadlineTime(deadline: ContractDeadline): string {
  return deadline.time_zone ? `${deadline.time} ${zoneName(deadline.time_zone)}` : deadline.time;
}
