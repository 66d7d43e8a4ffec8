/** What a refresh token may do now, given its row. */
export type RefreshTokenState = 'usable' | 'replayed' | 'refused';

export interface RefreshTokenDates {
  revoked_at: Date | null;
  rotated_at: Date | null;
  expires_at: Date;
}

/**
 * A token that was already exchanged is a replay: the legitimate client and a thief now hold tokens of the same
 * family, and there is no telling which is which, so the whole family goes.
 */
export function refreshTokenState(row: RefreshTokenDates | undefined, now: Date): RefreshTokenState {
  if (!row || row.revoked_at) return 'refused';
  if (row.rotated_at) return 'replayed';
  if (row.expires_at.getTime() <= now.getTime()) return 'refused';
  return 'usable';
}
