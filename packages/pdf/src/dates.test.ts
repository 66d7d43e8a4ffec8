import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the UTC calendar date in words', () => {
    expect(formatDate(new Date('2026-11-23T23:30:00Z'))).toBe('November 23, 2026');
    expect(formatDate(new Date('2026-01-02T00:00:00-05:00'))).toBe('January 2, 2026');
  });

  it('refuses an invalid date instead of printing "Invalid Date"', () => {
    expect(() => formatDate(new Date('not a date'))).toThrow(RangeError);
  });
});
