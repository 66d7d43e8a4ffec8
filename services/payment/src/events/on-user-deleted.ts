import { type EventHandler, type Logger, requireFields } from '@homeward/kit';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { deletePayerData } from '../application/account-deletion';

/** user.deleted -> the payer's payments anonymised or deleted (account-deletion.ts says which), in the inbox's transaction. */
export function onUserDeleted(deps: { logger: Logger }): EventHandler<UserDeleted> {
  return async (event, trx) => {
    // A deletion that names nobody is dead-lettered, where an operator sees that an account's data may remain.
    requireFields('user.deleted', event.payload, ['userId']);
    const { userId } = event.payload;
    const outcome = await deletePayerData(trx, userId);
    deps.logger.info(
      { eventId: event.id, userId, ...outcome },
      "deleted account's payments anonymised or deleted",
    );
  };
}
