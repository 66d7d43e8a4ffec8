// What happens to tours when their property goes away.
import { enqueueEvent, type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { nextStartOf } from '../domain/tour';
import { EVENT_SOURCE, tourCancelledEvent } from '../events/messages';
import { tourMetrics as metrics } from '../metrics';
import { deleteForProperty } from '../store/tours';

/**
 * Deletes the owner's tours of the deleted property, in the event's transaction; their links then name nothing.
 * Each one still ahead that was requested or confirmed is announced as cancelled first: the desk and the listing
 * agent were told of it, and would otherwise still show up. The inbox records the event in the same transaction,
 * so a redelivery finds nothing to delete and announces nothing twice.
 */
export async function deletePropertyTours(
  trx: Knex.Transaction,
  relay: { notify(): void },
  ownerId: string,
  propertyId: string,
  now = new Date(),
): Promise<number> {
  const deleted = await deleteForProperty(trx, ownerId, propertyId);
  for (const tour of deleted) {
    if (tour.status === 'cancelled' || nextStartOf(tour, now) === null) continue;
    const cancelled = { ...tour, status: 'cancelled' as const, cancelledAt: now };
    await enqueueEvent(trx, topics.tourCancelled, tour.id, tourCancelledEvent(cancelled), {
      source: EVENT_SOURCE,
      relay,
    });
    metrics.cancelled.inc({ from_status: tour.status });
  }
  metrics.deletedWithProperty.inc(deleted.length);
  return deleted.length;
}
