// What happens to tours when their buyer's account is deleted.
import type { Knex } from '@homeward/kit';
import { deleteForOwner } from '../store/tours';
import { announceWithdrawn } from './withdrawn-tours';

/**
 * Deletes every tour of the owner, in the event's transaction; their confirmation links then name nothing and are
 * refused. As when a home is deleted, the planned ones are announced as cancelled.
 */
export async function deleteOwnerTours(
  trx: Knex.Transaction,
  relay: { notify(): void },
  ownerId: string,
  now = new Date(),
): Promise<number> {
  const deleted = await deleteForOwner(trx, ownerId);
  await announceWithdrawn(trx, relay, deleted, now);
  return deleted.length;
}
