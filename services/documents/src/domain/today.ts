// "No date before today" is the buyer's today, and the service does not know the buyer's time zone. It takes the
// calendar date in Hawaii (UTC-10), the latest of the US states' clocks: a date is refused only once it has passed
// everywhere in the states, so no buyer is refused today's date late in their evening.
const BUYERS_LATEST_TIME_ZONE = 'Pacific/Honolulu';

/** Today as `YYYY-MM-DD` for the date rules. */
export function buyersToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUYERS_LATEST_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
