import type { Knex } from '@homeward/kit';

export interface RefreshTokenRow {
  id: string;
  token_hash: string;
  family_id: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  /** The sign-in that began the family; the session ends a fixed time after it, however often it refreshed. */
  session_started_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

export async function insertRefreshToken(
  db: Knex,
  token: {
    id: string;
    tokenHash: string;
    familyId: string;
    userId: string;
    expiresAt: Date;
    sessionStartedAt: Date;
  },
): Promise<void> {
  await db('refresh_tokens').insert({
    id: token.id,
    token_hash: token.tokenHash,
    family_id: token.familyId,
    user_id: token.userId,
    expires_at: token.expiresAt,
    session_started_at: token.sessionStartedAt,
  });
}

/** Locks the row: of two concurrent refreshes with one token, the second sees it rotated (a replay). */
export function findRefreshTokenForUpdate(
  trx: Knex.Transaction,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return trx<RefreshTokenRow>('refresh_tokens').where({ token_hash: tokenHash }).forUpdate().first();
}

export async function markRefreshTokenRotated(db: Knex, id: string): Promise<void> {
  await db('refresh_tokens').where({ id }).update({ rotated_at: db.fn.now() });
}

/** Ends a session: no token of the family refreshes any more. Returns how many were still unrevoked. */
export function revokeRefreshTokenFamily(db: Knex, familyId: string, userId: string): Promise<number> {
  return db('refresh_tokens')
    .where({ family_id: familyId, user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

/** Logout everywhere: every session of the user ends. Returns how many tokens were still unrevoked. */
export function revokeAllUserRefreshTokens(db: Knex, userId: string): Promise<number> {
  return db('refresh_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

/** Every session of the user but `keepFamilyId` ends (the one that made the change stays signed in). */
export function revokeOtherUserRefreshTokens(
  db: Knex,
  userId: string,
  keepFamilyId: string,
): Promise<number> {
  return db('refresh_tokens')
    .where({ user_id: userId })
    .whereNot({ family_id: keepFamilyId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}
