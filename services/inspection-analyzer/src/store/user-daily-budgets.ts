// Queries on user_daily_budgets: the tokens one user's analyses and explanations used on one UTC day. Every query
// filters by the user id.
import type { Knex } from '@homeward/kit';

const TABLE = 'user_daily_budgets';

interface UserDailyBudgetRow {
  auth_user_id: string;
  day: string;
  tokens_used: string | number;
  cost_usd: number;
}

/**
 * Adds `tokens` to the user's day unless that would take it past `limit`; false when refused. One statement under
 * the row's lock, so concurrent holds of one user (on any replica) never add up past the limit.
 */
export async function chargeUserDay(
  trx: Knex.Transaction,
  userId: string,
  day: string,
  tokens: number,
  limit: number,
): Promise<boolean> {
  await trx<UserDailyBudgetRow>(TABLE)
    .insert({ auth_user_id: userId, day })
    .onConflict(['auth_user_id', 'day'])
    .ignore();
  const rows = await trx<UserDailyBudgetRow>(TABLE)
    .where({ auth_user_id: userId, day })
    .andWhereRaw('tokens_used + ? <= ?', [tokens, limit])
    .increment('tokens_used', tokens)
    .returning('tokens_used');
  return rows.length === 1;
}

/** Corrects a hold to what the call really used (`tokens` may be negative), and adds its cost. */
export async function adjustUserDay(
  db: Knex,
  userId: string,
  day: string,
  tokens: number,
  costUsd: number,
): Promise<void> {
  await db<UserDailyBudgetRow>(TABLE)
    .where({ auth_user_id: userId, day })
    .update({
      tokens_used: db.raw('greatest(0, tokens_used + ?)', [tokens]) as unknown as number,
      cost_usd: db.raw('cost_usd + ?', [costUsd]) as unknown as number,
    });
}

export async function findUserDayTokens(db: Knex, userId: string, day: string): Promise<number> {
  const row = await db<UserDailyBudgetRow>(TABLE).where({ auth_user_id: userId, day }).first();
  return Number(row?.tokens_used ?? 0);
}
