import { calendarDay, deadlineTimeZoneOf } from './deadlines';

describe('a contract deadline', () => {
  it("ends in Mountain Time in Utah and in the property's local time elsewhere", () => {
    expect(deadlineTimeZoneOf({ property: { address: { state: 'UT' } } })).toBe('America/Denver');
    expect(deadlineTimeZoneOf({ property: { address: { state: 'CA' } } })).toBe('');
  });

  it('is a calendar day, or empty when it cannot be counted', () => {
    expect(calendarDay(new Date(Date.UTC(2030, 0, 15)))).toBe('2030-01-15');
    expect(calendarDay(undefined)).toBe('');
  });
});
