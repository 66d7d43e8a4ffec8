/** What a refresh token may do now, given its row. */
export type RefreshTokenState = 'usable' | 'just_rotated' | 'replayed' | 'refused';

export interface RefreshTokenDates {
  revoked_at: Date | null;
  rotated_at: Date | null;
  expires_at: Date;
}

/** How long a rotated token may still be exchanged: concurrent refreshes on two BFF replicas. */
export const ROTATION_GRACE_MS = 30_000;

/**
 * A token that was already exchanged is a replay: the legitimate client and a thief now hold tokens of the same
 * family, and there is no telling which is which, so the whole family goes. Except within `graceMs` of its
 * rotation: two requests of one browser that reached two BFF replicas with the same cookie both refresh, and the
 * second must not sign the user out ('just_rotated': it gets a pair of its own in the same family).
 */
export function refreshTokenState(
  row: RefreshTokenDates | undefined,
  now: Date,
  graceMs = ROTATION_GRACE_MS,
): RefreshTokenState {
  if (!row || row.revoked_at) return 'refused';
  if (row.rotated_at && now.getTime() - row.rotated_at.getTime() < graceMs) {
    return row.expires_at.getTime() <= now.getTime() ? 'refused' : 'just_rotated';
  }
  if (row.rotated_at) return 'replayed';
  if (row.expires_at.getTime() <= now.getTime()) return 'refused';
  return 'usable';
}
