import { type EventHandler, requireFields } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import type { AccountDeletion } from '../application/account-deletion';

/** A deleted account: its notices, address and mail go, and the owner gets one last e-mail saying so. */
export function onUserDeleted(deletion: AccountDeletion): EventHandler<UserDeleted> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.userDeleted.name, payload, ['userId']);
    await deletion.deleteUser(trx, {
      eventId: event.id,
      userId: payload.userId,
      email: payload.email,
      fullName: payload.fullName,
    });
  };
}
