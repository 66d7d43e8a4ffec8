// Queries on report_budgets: the tokens a report's analysis runs used and its "Retry analysis" count. Every query
// filters by the owner's user id as well as the report id.
import type { Knex } from '@homeward/kit';

const TABLE = 'report_budgets';

interface ReportBudgetRow {
  home_inspection_id: string;
  auth_user_id: string;
  tokens_used: string | number;
  cost_usd: number;
  retries: number;
}

export interface ReportBudget {
  tokensUsed: number;
  costUsd: number;
  retries: number;
}

async function ensureRow(db: Knex, userId: string, inspectionId: string): Promise<void> {
  await db<ReportBudgetRow>(TABLE)
    .insert({ home_inspection_id: inspectionId, auth_user_id: userId })
    .onConflict('home_inspection_id')
    .ignore();
}

/**
 * Adds `tokens` unless that would take the report past `limit`; false when refused. One statement under the row's
 * lock, so concurrent holds of one report never add up past the limit.
 */
export async function chargeReport(
  trx: Knex.Transaction,
  userId: string,
  inspectionId: string,
  tokens: number,
  limit: number,
): Promise<boolean> {
  await ensureRow(trx, userId, inspectionId);
  const rows = await trx<ReportBudgetRow>(TABLE)
    .where({ home_inspection_id: inspectionId, auth_user_id: userId })
    .andWhereRaw('tokens_used + ? <= ?', [tokens, limit])
    .increment('tokens_used', tokens)
    .returning('tokens_used');
  return rows.length === 1;
}

/** Corrects a hold to what the call really used (`tokens` may be negative), and adds its cost. */
export async function adjustReport(
  db: Knex,
  userId: string,
  inspectionId: string,
  tokens: number,
  costUsd: number,
): Promise<void> {
  await db<ReportBudgetRow>(TABLE)
    .where({ home_inspection_id: inspectionId, auth_user_id: userId })
    .update({
      tokens_used: db.raw('greatest(0, tokens_used + ?)', [tokens]) as unknown as number,
      cost_usd: db.raw('cost_usd + ?', [costUsd]) as unknown as number,
    });
}

export async function findReportBudget(
  db: Knex,
  userId: string,
  inspectionId: string,
): Promise<ReportBudget> {
  const row = await db<ReportBudgetRow>(TABLE)
    .where({ home_inspection_id: inspectionId, auth_user_id: userId })
    .first();
  return {
    tokensUsed: Number(row?.tokens_used ?? 0),
    costUsd: Number(row?.cost_usd ?? 0),
    retries: row?.retries ?? 0,
  };
}

/** Counts one "Retry analysis" unless the report already had `limit`; false when refused. */
export async function countRetry(
  trx: Knex.Transaction,
  userId: string,
  inspectionId: string,
  limit: number,
): Promise<boolean> {
  await ensureRow(trx, userId, inspectionId);
  const rows = await trx<ReportBudgetRow>(TABLE)
    .where({ home_inspection_id: inspectionId, auth_user_id: userId })
    .andWhere('retries', '<', limit)
    .increment('retries', 1)
    .returning('retries');
  return rows.length === 1;
}
