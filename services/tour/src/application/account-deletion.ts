// What happens to tours when their buyer's account is deleted.
import { enqueueEvent, type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { nextStartOf } from '../domain/tour';
import { EVENT_SOURCE, tourCancelledEvent } from '../events/messages';
import { tourMetrics as metrics } from '../metrics';
import { deleteForOwner } from '../store/tours';

/**
 * Deletes every tour of the owner, in the event's transaction; their confirmation links then name nothing and are
 * refused. As when a home is deleted, each tour still ahead that was requested or confirmed is announced as
 * cancelled: the desk and the listing agent were told of it and would otherwise still show up. The inbox records
 * the event in the same transaction, so a second delivery finds nothing and announces nothing twice.
 */
export async function deleteOwnerTours(
  trx: Knex.Transaction,
  relay: { notify(): void },
  ownerId: string,
  now = new Date(),
): Promise<number> {
  const deleted = await deleteForOwner(trx, ownerId);
  for (const tour of deleted) {
    if (tour.status === 'cancelled' || nextStartOf(tour, now) === null) continue;
    const cancelled = { ...tour, status: 'cancelled' as const, cancelledAt: now };
    await enqueueEvent(trx, topics.tourCancelled, tour.id, tourCancelledEvent(cancelled), {
      source: EVENT_SOURCE,
      relay,
    });
    metrics.cancelled.inc({ from_status: tour.status });
  }
  return deleted.length;
}
