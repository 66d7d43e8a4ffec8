// Wall clocks in a property's time zone and the instants they name, with the platform's time-zone database (Intl)
// so daylight saving follows the zone's own rules.

const MINUTE = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
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
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(timeZone: string, instant: Date): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the zone's clocks show `isoDate` (YYYY-MM-DD) at `hour24`:`minute`. Tour times (9:00 AM to
 * 4:30 PM) never fall in a daylight-saving gap or overlap, which happen at night.
 */
export function instantOfWallClock(isoDate: string, hour24: number, minute: number, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour24, minute);
  // The offset at the wall time read as UTC is at most a day off the real one; asking again at the first guess
  // settles it on the right side of a change of offset.
  const guess = wall - zoneOffsetMs(timeZone, new Date(wall));
  return new Date(wall - zoneOffsetMs(timeZone, new Date(guess)));
}

/** '9:30 AM' -> [9, 30]; '12:00 PM' -> [12, 0]; undefined when not of that shape. */
export function hourAndMinuteOf(time: string): [number, number] | undefined {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(time);
  if (!match) return undefined;
  const hour12 = Number(match[1]);
  const minute = Number(match[2]);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return undefined;
  return [(hour12 % 12) + (match[3] === 'PM' ? 12 : 0), minute];
}

/** RFC 3339 with the zone's offset at that instant: '2026-12-01T09:30:00-07:00'. */
export function rfc3339InZone(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMs(timeZone, instant);
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / MINUTE;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${wall}${sign}${hh}:${mm}`;
}
