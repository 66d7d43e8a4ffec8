import { refreshTokenState } from './refresh-token-state';

const now = new Date('2026-01-01T12:00:00Z');
const later = new Date('2026-01-02T12:00:00Z');
const row = { revoked_at: null, rotated_at: null, expires_at: later };

describe('what a refresh token may do', () => {
  it('is usable while live, refused when unknown, revoked or expired', () => {
    expect(refreshTokenState(row, now)).toBe('usable');
    expect(refreshTokenState(undefined, now)).toBe('refused');
    expect(refreshTokenState({ ...row, revoked_at: now }, now)).toBe('refused');
    expect(refreshTokenState({ ...row, expires_at: now }, now)).toBe('refused');
  });

  it('is a replay once exchanged more than the grace window ago, even after it expired', () => {
    const rotated = new Date(now.getTime() - 30_000);
    expect(refreshTokenState({ ...row, rotated_at: rotated }, now)).toBe('replayed');
    expect(refreshTokenState({ ...row, rotated_at: now, expires_at: now }, later)).toBe('replayed');
  });

  it('may be exchanged again within 30 s of its rotation (a concurrent refresh on another BFF replica)', () => {
    expect(refreshTokenState({ ...row, rotated_at: now }, now)).toBe('just_rotated');
    expect(refreshTokenState({ ...row, rotated_at: now }, new Date(now.getTime() + 29_999))).toBe(
      'just_rotated',
    );
    expect(refreshTokenState({ ...row, rotated_at: now, revoked_at: now }, now)).toBe('refused');
  });

  it('stays refused once its family was revoked, replayed or not', () => {
    expect(refreshTokenState({ ...row, revoked_at: now, rotated_at: now }, now)).toBe('refused');
  });
});
