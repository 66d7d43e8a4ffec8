import type { Knex } from '@homeward/kit';
import { deleteQueuingStoredPdfs } from './stored-pdf-removals';

// Reminders first: they also cascade from their agreement or objection, but one whose parent is already gone must
// not stay behind either.
const OWNER_TABLES = [
  'deadline_reminders',
  'objection_reminders',
  'due_diligence_objections',
  'offer_letters',
  'purchase_agreements',
] as const;

export type OwnerTable = (typeof OWNER_TABLES)[number];

/** Every row the owner has in each documents table, whatever its property; returns how many per table. */
export async function deleteOwnerRows(
  trx: Knex.Transaction,
  ownerId: string,
): Promise<Record<OwnerTable, number>> {
  const counts = {} as Record<OwnerTable, number>;
  for (const table of OWNER_TABLES)
    counts[table] =
      table === 'offer_letters' || table === 'purchase_agreements'
        ? // their stored PDFs' keys are queued for removal in the same statement
          await deleteQueuingStoredPdfs(trx, table, { auth_user_id: ownerId })
        : await trx(table).where({ auth_user_id: ownerId }).delete();
  return counts;
}
