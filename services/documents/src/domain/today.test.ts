import { buyersToday } from './today';

describe("the buyers' today", () => {
  it('is still yesterday in Hawaii shortly after midnight UTC', () => {
    expect(buyersToday(new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-09');
  });

  it('turns at midnight Hawaii time (10:00 UTC)', () => {
    expect(buyersToday(new Date('2026-03-10T09:59:59Z'))).toBe('2026-03-09');
    expect(buyersToday(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-10');
  });
});
