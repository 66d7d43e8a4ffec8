import type { Knex } from '@homeward/kit';

/** Tables of e-mailed links that share one shape: a hashed token, its user, a lifetime and a use. */
export type SingleUseTokenTable = 'password_reset_tokens' | 'email_change_tokens' | 'email_undo_tokens';

export interface SingleUseTokenRow {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertSingleUseToken(
  db: Knex,
  table: SingleUseTokenTable,
  token: { tokenHash: string; userId: string; ttlSeconds: number; extra?: Record<string, string> },
): Promise<void> {
  await db(table).insert({
    token_hash: token.tokenHash,
    user_id: token.userId,
    expires_at: db.raw(`now() + ? * interval '1 second'`, [token.ttlSeconds]),
    ...token.extra,
  });
}

/** Locks the row, so two clicks on the same link cannot both use it. */
export function findSingleUseTokenForUpdate<Row extends SingleUseTokenRow>(
  trx: Knex.Transaction,
  table: SingleUseTokenTable,
  tokenHash: string,
): Promise<Row | undefined> {
  return trx(table).where({ token_hash: tokenHash }).forUpdate().first() as Promise<Row | undefined>;
}

/** Spends every open link of the user in the table: using one, or sending a newer one, voids the rest. */
export async function spendUserTokens(db: Knex, table: SingleUseTokenTable, userId: string): Promise<void> {
  await db(table).where({ user_id: userId }).whereNull('used_at').update({ used_at: db.fn.now() });
}

export async function lastTokenAt(
  db: Knex,
  table: SingleUseTokenTable,
  userId: string,
): Promise<Date | undefined> {
  const row = await db(table)
    .where({ user_id: userId })
    .max<{ latest: Date | null }>('created_at as latest')
    .first();
  return row?.latest ?? undefined;
}
