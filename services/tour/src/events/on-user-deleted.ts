import { type EventHandler, MalformedEventError } from '@homeward/kit';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { deleteOwnerTours } from '../application/account-deletion';

/** A deleted account takes its tours with it, announcing those still planned as cancelled. */
export function onUserDeleted(deps: { relay: { notify(): void } }): EventHandler<UserDeleted> {
  return async (event, trx) => {
    const { userId } = event.payload;
    if (!userId) throw new MalformedEventError('user.deleted', 'a user_id');
    await deleteOwnerTours(trx, deps.relay, userId);
  };
}
