// Tours that go with their home or their buyer's account: the desk and the listing agent were told of each one.
import { enqueueEvent, type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { nextStartOf, type Tour } from '../domain/tour';
import { EVENT_SOURCE, tourCancelledEvent } from '../events/messages';
import { tourMetrics as metrics } from '../metrics';

/**
 * Announces as cancelled each deleted tour still ahead that was requested or confirmed, in the deleting
 * transaction: the desk and the listing agent would otherwise still show up. The inbox records the event that
 * caused the deletion in the same transaction, so a redelivery finds nothing and announces nothing twice.
 */
export async function announceWithdrawn(
  trx: Knex.Transaction,
  relay: { notify(): void },
  deleted: readonly Tour[],
  now: Date,
): Promise<void> {
  for (const tour of deleted) {
    if (tour.status === 'cancelled' || nextStartOf(tour, now) === null) continue;
    const cancelled = { ...tour, status: 'cancelled' as const, cancelledAt: now };
    await enqueueEvent(trx, topics.tourCancelled, tour.id, tourCancelledEvent(cancelled), {
      source: EVENT_SOURCE,
      relay,
    });
    metrics.cancelled.inc({ from_status: tour.status });
  }
}
