// The spec's dates are MM/DD/YYYY; "today" comes in as YYYY-MM-DD (the service picks the day, see its buyersToday).

/** `YYYY-MM-DD` for a real calendar date written `MM/DD/YYYY`, otherwise undefined. */
export function usDateToIso(value: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return undefined;
  const [, month, day, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** `MM/DD/YYYY` for a `YYYY-MM-DD` date. */
export function isoToUsDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** A 12-hour clock time as the expiration modal takes it (`9:30`, `11:05`). */
export const isTwelveHourTime = (value: string) => /^(0?[1-9]|1[0-2]):[0-5]\d$/.test(value);
