import { type EventHandler, type Logger } from '@homeward/kit';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { deleteOwnerData } from '../application/account-deletion';

/** user.deleted -> the owner's properties go, in the transaction that records the event in the inbox. */
export function onUserDeleted(deps: { logger: Logger }): EventHandler<UserDeleted> {
  return async (event, trx) => {
    const { userId } = event.payload;
    // Retrying cannot give an event a user id; it is recorded as handled and reported.
    if (userId === '') {
      deps.logger.error({ eventId: event.id }, 'user.deleted names no user; nothing deleted');
      return;
    }
    const deleted = await deleteOwnerData(trx, userId);
    // the id only: the address and name in the event are not this service's to keep, nor to log
    deps.logger.info({ eventId: event.id, userId, ...deleted }, "deleted account's properties removed");
  };
}
