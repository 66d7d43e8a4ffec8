// What happens to documents when their property goes away.
import type { Knex } from '@homeward/kit';
import { documentsMetrics as metrics } from '../metrics';
import { deleteForProperty } from '../store/documents';
import { deleteObjectionsForProperty } from '../store/objections';

/**
 * Deletes the owner's documents of the deleted property, drafts and completed ones, in the event's transaction; its
 * due-diligence objections go with them.
 */
export async function deletePropertyDocuments(
  trx: Knex.Transaction,
  ownerId: string,
  propertyId: string,
): Promise<number> {
  const deleted = await deleteForProperty(trx, ownerId, propertyId);
  await deleteObjectionsForProperty(trx, ownerId, propertyId);
  metrics.deletedWithProperty.inc(deleted);
  return deleted;
}
