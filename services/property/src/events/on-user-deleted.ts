import { type EventHandler, type Logger, requireFields } from '@homeward/kit';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { deleteOwnerData } from '../application/account-deletion';

/** user.deleted -> the owner's properties go, in the transaction that records the event in the inbox. */
export function onUserDeleted(deps: { logger: Logger }): EventHandler<UserDeleted> {
  return async (event, trx) => {
    // A deletion that names nobody is dead-lettered, where an operator sees that an account's data may remain.
    requireFields('user.deleted', event.payload, ['userId']);
    const { userId } = event.payload;
    const deleted = await deleteOwnerData(trx, userId);
    // the id only: the address and name in the event are not this service's to keep, nor to log
    deps.logger.info({ eventId: event.id, userId, ...deleted }, "deleted account's properties removed");
  };
}
