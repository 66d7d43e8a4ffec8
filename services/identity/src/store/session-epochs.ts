import type { Knex } from '@homeward/kit';
import { DELETED_ACCOUNT_EPOCH, recentlyDeletedAccounts } from './account-deletion';

/** Raises the user's session epoch (every access token issued before now is refused); returns the new one. */
export async function raiseSessionEpoch(trx: Knex.Transaction, userId: string): Promise<number> {
  const [row] = await trx('users')
    .where({ id: userId })
    .update({ session_epoch: trx.raw('session_epoch + 1'), session_epoch_raised_at: trx.fn.now() })
    .returning<{ session_epoch: number }[]>('session_epoch');
  return row!.session_epoch;
}

/** The epochs raised, and accounts deleted, within the last `withinSeconds`: user id -> lowest accepted epoch. */
export async function recentSessionEpochs(db: Knex, withinSeconds: number): Promise<Map<string, number>> {
  const rows = await db('users')
    .select<{ id: string; session_epoch: number }[]>('id', 'session_epoch')
    .where('session_epoch_raised_at', '>', db.raw(`now() - make_interval(secs => ?)`, [withinSeconds]));
  const epochs = new Map(rows.map((row) => [row.id, row.session_epoch]));
  // A deleted account has no row left to carry its epoch; none of its tokens may pass.
  for (const userId of await recentlyDeletedAccounts(db, withinSeconds))
    epochs.set(userId, DELETED_ACCOUNT_EPOCH);
  return epochs;
}
