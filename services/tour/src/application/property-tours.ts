// What happens to tours when their property goes away.
import type { Knex } from '@homeward/kit';
import { tourMetrics as metrics } from '../metrics';
import { deleteForProperty } from '../store/tours';
import { announceWithdrawn } from './withdrawn-tours';

/** Deletes the owner's tours of the deleted property, in the event's transaction; their links then name nothing. */
export async function deletePropertyTours(
  trx: Knex.Transaction,
  relay: { notify(): void },
  ownerId: string,
  propertyId: string,
  now = new Date(),
): Promise<number> {
  const deleted = await deleteForProperty(trx, ownerId, propertyId);
  await announceWithdrawn(trx, relay, deleted, now);
  metrics.deletedWithProperty.inc(deleted.length);
  return deleted.length;
}
