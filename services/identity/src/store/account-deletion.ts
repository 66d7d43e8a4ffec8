import type { Knex } from '@homeward/kit';

/**
 * The epoch a deleted account's tokens are measured against: above any epoch a token can carry, so every access
 * token of the account is refused by every verifier until it would have expired anyway.
 */
export const DELETED_ACCOUNT_EPOCH = 2_147_483_647;

/** Locks the user's row for the deletion; undefined when the account is already gone. */
export async function lockUserForDeletion(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ id: string } | undefined> {
  return trx('users').where({ id: userId }).forUpdate().first<{ id: string }>('id');
}

/**
 * Deletes the user; credentials, refresh tokens (every session), verification, reset, e-mail-change and undo tokens
 * go with the row (their foreign keys cascade). The id is remembered for the access-token lifetime only.
 */
export async function deleteUserRow(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('deleted_accounts')
    .insert({ user_id: userId })
    .onConflict('user_id')
    .merge({ deleted_at: trx.fn.now() });
  await trx('users').where({ id: userId }).delete();
}

/** The accounts deleted within the last `withinSeconds`. */
export async function recentlyDeletedAccounts(db: Knex, withinSeconds: number): Promise<string[]> {
  const rows = await db('deleted_accounts')
    .select<{ user_id: string }[]>('user_id')
    .where('deleted_at', '>', db.raw(`now() - make_interval(secs => ?)`, [withinSeconds]));
  return rows.map((row) => row.user_id);
}

/** Forgets deletions older than `olderThanSeconds` (no token of theirs is still valid); returns how many. */
export function forgetDeletedAccountsBefore(db: Knex, olderThanSeconds: number): Promise<number> {
  return db('deleted_accounts')
    .where('deleted_at', '<', db.raw(`now() - make_interval(secs => ?)`, [olderThanSeconds]))
    .delete();
}
