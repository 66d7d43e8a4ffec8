import type { Knex } from '@homeward/kit';

/** The object keys of every report row the owner has, uploaded or still awaiting its file. */
export async function ownerObjectKeys(trx: Knex.Transaction, userId: string): Promise<string[]> {
  const rows = await trx('home_inspections')
    .where({ auth_user_id: userId })
    .select<{ object_key: string }[]>('object_key');
  return rows.map((row) => row.object_key);
}

// Children first; analysis jobs go with their report row (the foreign key cascades).
const OWNER_TABLES = [
  'issue_explain_claims',
  'home_inspection_issues',
  'report_budgets',
  'home_inspections',
  'user_daily_budgets',
] as const;

/** Every row of the owner: reports (upload rows, which the storage quota is summed from), findings, budgets. */
export async function deleteOwnerRows(
  trx: Knex.Transaction,
  userId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of OWNER_TABLES) counts[table] = await trx(table).where({ auth_user_id: userId }).delete();
  return counts;
}
