// What happens to tours when their property goes away.
import type { Knex } from '@homeward/kit';
import { tourMetrics as metrics } from '../metrics';
import { deleteForProperty } from '../store/tours';

/** Deletes the owner's tours of the deleted property, in the event's transaction; their links then name nothing. */
export async function deletePropertyTours(
  trx: Knex.Transaction,
  ownerId: string,
  propertyId: string,
): Promise<number> {
  const deleted = await deleteForProperty(trx, ownerId, propertyId);
  metrics.deletedWithProperty.inc(deleted);
  return deleted;
}
