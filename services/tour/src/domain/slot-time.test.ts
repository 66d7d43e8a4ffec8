import { hourAndMinuteOf, instantOfWallClock, rfc3339InZone, zoneOffsetMs } from './slot-time';

describe('a wall clock in a property time zone', () => {
  it('names the instant the house clocks show, in winter and in summer (daylight saving)', () => {
    expect(instantOfWallClock('2026-12-01', 9, 30, 'America/Denver').toISOString()).toBe(
      '2026-12-01T16:30:00.000Z',
    );
    expect(instantOfWallClock('2026-07-01', 9, 30, 'America/Denver').toISOString()).toBe(
      '2026-07-01T15:30:00.000Z',
    );
    expect(instantOfWallClock('2026-07-01', 9, 30, 'America/Phoenix').toISOString()).toBe(
      '2026-07-01T16:30:00.000Z',
    );
    expect(instantOfWallClock('2026-12-01', 16, 30, 'Pacific/Honolulu').toISOString()).toBe(
      '2026-12-02T02:30:00.000Z',
    );
  });

  it('follows the zone on the days the clocks change', () => {
    // 2026-03-08: US clocks spring forward at 2 AM; 2026-11-01: they fall back at 2 AM
    expect(instantOfWallClock('2026-03-08', 9, 0, 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(instantOfWallClock('2026-03-07', 9, 0, 'America/New_York').toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(instantOfWallClock('2026-11-01', 9, 0, 'America/Chicago').toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
    expect(instantOfWallClock('2026-10-31', 9, 0, 'America/Chicago').toISOString()).toBe(
      '2026-10-31T14:00:00.000Z',
    );
  });

  it('is written as RFC 3339 with the offset the zone has at that instant', () => {
    expect(rfc3339InZone(new Date('2026-12-01T16:30:00Z'), 'America/Denver')).toBe(
      '2026-12-01T09:30:00-07:00',
    );
    expect(rfc3339InZone(new Date('2026-07-01T15:30:00Z'), 'America/Denver')).toBe(
      '2026-07-01T09:30:00-06:00',
    );
    expect(rfc3339InZone(new Date('2026-03-08T13:00:00Z'), 'America/New_York')).toBe(
      '2026-03-08T09:00:00-04:00',
    );
    expect(rfc3339InZone(new Date('2026-12-01T02:30:00Z'), 'UTC')).toBe('2026-12-01T02:30:00+00:00');
  });

  it('has the offset of the zone', () => {
    expect(zoneOffsetMs('America/Los_Angeles', new Date('2026-01-15T12:00:00Z'))).toBe(-8 * 3600_000);
    expect(zoneOffsetMs('America/Los_Angeles', new Date('2026-06-15T12:00:00Z'))).toBe(-7 * 3600_000);
  });
});

describe('a tour time', () => {
  it('reads as 24-hour clock hours and minutes', () => {
    expect(hourAndMinuteOf('9:00 AM')).toEqual([9, 0]);
    expect(hourAndMinuteOf('12:30 PM')).toEqual([12, 30]);
    expect(hourAndMinuteOf('4:30 PM')).toEqual([16, 30]);
    expect(hourAndMinuteOf('12:00 AM')).toEqual([0, 0]);
    expect(hourAndMinuteOf('13:00 PM')).toBeUndefined();
    expect(hourAndMinuteOf('9:00')).toBeUndefined();
  });
});
