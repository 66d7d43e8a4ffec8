// Tour slots relative to today at the house, so the tests hold on any day they run.
import { todayIn } from '@homeward/rules';

const DAY_MS = 24 * 3600 * 1000;

/** 'MM/DD/YYYY' of the day `daysAhead` after today in `timeZone`. */
export function dateAhead(daysAhead: number, timeZone: string): string {
  const [year, month, day] = todayIn(timeZone).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!) + daysAhead * DAY_MS);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

export const slotAhead = (daysAhead: number, time: string, timeZone: string) =>
  `${dateAhead(daysAhead, timeZone)} ${time}`;
