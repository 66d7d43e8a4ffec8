import { describe, expect, it } from 'vitest';
import { deadlineStatus, deadlineTime, daysLeftText, minutesOfDay, usDate } from './deadline-time';
import { utahDeadlines } from './deadlines-test-kit';

const dueDiligence = utahDeadlines()[1]!; // 2026-03-12 5:00 PM America/Denver (MDT, UTC-6) = 23:00Z

describe('deadlineStatus', () => {
  it('counts calendar days in the deadline zone, not the clock of the browser', () => {
    // 03/02 08:00 in Denver: ten calendar days to 03/12.
    expect(deadlineStatus(dueDiligence, new Date('2026-03-02T15:00:00Z'))).toEqual({
      kind: 'upcoming',
      daysLeft: 10,
    });
    // 03/03 03:00 UTC is still 03/02 evening in Denver: still ten days, although UTC already says 03/03.
    expect(deadlineStatus(dueDiligence, new Date('2026-03-03T03:00:00Z'))).toEqual({
      kind: 'upcoming',
      daysLeft: 10,
    });
  });

  it('is upcoming with 0 days on its last day before 5:00 PM there, passed from 5:00 PM on', () => {
    expect(deadlineStatus(dueDiligence, new Date('2026-03-12T22:59:00Z'))).toEqual({
      kind: 'upcoming',
      daysLeft: 0,
    });
    expect(deadlineStatus(dueDiligence, new Date('2026-03-12T23:00:00Z'))).toEqual({ kind: 'passed' });
    expect(deadlineStatus(dueDiligence, new Date('2026-04-01T12:00:00Z'))).toEqual({ kind: 'passed' });
  });

  it('has nothing to count without a date or when the agreement has no such deadline', () => {
    const [, , financing] = utahDeadlines({ financing_appraisal: { applies: false } });
    const [undated] = utahDeadlines({ seller_disclosure: { date: null } });
    expect(deadlineStatus(financing!, new Date('2026-03-02T15:00:00Z'))).toEqual({ kind: 'undated' });
    expect(deadlineStatus(undated!, new Date('2026-03-02T15:00:00Z'))).toEqual({ kind: 'undated' });
  });

  it('falls back to counting in the browser zone for a zone it does not know', () => {
    const unknownZone = { ...dueDiligence, time_zone: 'Mars/Olympus_Mons' };
    expect(deadlineStatus(unknownZone, new Date('2026-03-20T12:00:00Z'))).toEqual({ kind: 'passed' });
  });
});

describe('formatting', () => {
  it('reads 12-hour and 24-hour times, and an unreadable one as the end of the day', () => {
    expect(minutesOfDay('5:00 PM')).toBe(17 * 60);
    expect(minutesOfDay('12:30 AM')).toBe(30);
    expect(minutesOfDay('12:00 PM')).toBe(12 * 60);
    expect(minutesOfDay('17:15')).toBe(17 * 60 + 15);
    expect(minutesOfDay('close of business')).toBe(24 * 60);
  });

  it('writes MM/DD/YYYY, the time with its zone, and the days left', () => {
    expect(usDate('2026-03-12')).toBe('03/12/2026');
    expect(deadlineTime(dueDiligence)).toBe('5:00 PM Mountain Time');
    expect(deadlineTime({ ...dueDiligence, time_zone: null })).toBe('5:00 PM');
    expect(daysLeftText(10)).toBe('10 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('ends today');
  });
});
