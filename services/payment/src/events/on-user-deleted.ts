import type { EventHandler, Logger } from '@homeward/kit';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { deletePayerData } from '../application/account-deletion';

/** user.deleted -> the payer's payments anonymised or deleted (account-deletion.ts says which), in the inbox's transaction. */
export function onUserDeleted(deps: { logger: Logger }): EventHandler<UserDeleted> {
  return async (event, trx) => {
    const { userId } = event.payload;
    // Retrying cannot give an event a user id; it is recorded as handled and reported.
    if (userId === '') {
      deps.logger.error({ eventId: event.id }, 'user.deleted names no user; nothing deleted');
      return;
    }
    const outcome = await deletePayerData(trx, userId);
    deps.logger.info(
      { eventId: event.id, userId, ...outcome },
      "deleted account's payments anonymised or deleted",
    );
  };
}
