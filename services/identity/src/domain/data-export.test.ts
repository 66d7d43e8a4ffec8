import { collectedServices, effectiveStatus, EXPORT_SERVICES, type DataExport } from './data-export';

const base: DataExport = {
  id: '8a0b3c1e-0d4a-4c1b-9f7e-2a6d5e4c3b21',
  userId: '3f2b6c1e-8d4a-4c1b-9f7e-2a6d5e4c3b21',
  status: 'preparing',
  requestedAt: new Date('2026-11-28T10:00:00Z'),
  deadlineAt: new Date('2026-11-28T11:00:00Z'),
  readyAt: null,
  expiresAt: null,
};

describe('effectiveStatus', () => {
  it('keeps a preparing export preparing until its deadline, then it has failed', () => {
    expect(effectiveStatus(base, new Date('2026-11-28T10:59:59Z'))).toBe('preparing');
    expect(effectiveStatus(base, new Date('2026-11-28T11:00:00Z'))).toBe('failed');
  });

  it('shows a ready export as expired once its link has run out', () => {
    const ready: DataExport = { ...base, status: 'ready', expiresAt: new Date('2026-12-05T10:00:00Z') };
    expect(effectiveStatus(ready, new Date('2026-12-05T09:59:59Z'))).toBe('ready');
    expect(effectiveStatus(ready, new Date('2026-12-05T10:00:00Z'))).toBe('expired');
  });
});

describe('collectedServices', () => {
  it('is complete only when every expected service answered, and orders them as the archive does', () => {
    const allButOne = EXPORT_SERVICES.filter((service) => service !== 'tour');
    expect(collectedServices([...allButOne].reverse())).toEqual({ services: allButOne, complete: false });
    expect(collectedServices([...EXPORT_SERVICES, 'unknown'])).toEqual({
      services: [...EXPORT_SERVICES],
      complete: true,
    });
  });
});
