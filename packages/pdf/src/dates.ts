const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 23, 2026". UTC, so a document reads the same whichever server renders it. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Not a date');
  return longDate.format(date);
}
