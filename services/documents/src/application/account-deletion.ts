// What happens to documents when their owner's account is deleted.
import type { Knex } from '@homeward/kit';
import { deleteOwnerRows, type OwnerTable } from '../store/owner-deletion';

/**
 * Deletes every offer letter and purchase agreement (drafts and completed, with the PDFs' snapshots they hold),
 * every due-diligence objection and every deadline or objection reminder of the owner, in the event's transaction,
 * so no reminder fires for an account that is gone. Deleting nothing is success: the event can arrive twice.
 */
export function deleteOwnerDocuments(
  trx: Knex.Transaction,
  ownerId: string,
): Promise<Record<OwnerTable, number>> {
  return deleteOwnerRows(trx, ownerId);
}
