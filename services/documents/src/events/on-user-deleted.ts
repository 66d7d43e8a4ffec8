import { type EventHandler, MalformedEventError } from '@homeward/kit';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { deleteOwnerDocuments } from '../application/account-deletion';

/** A deleted account takes its documents, objections and reminders with it. */
export const onUserDeleted: EventHandler<UserDeleted> = async (event, trx) => {
  const { userId } = event.payload;
  if (!userId) throw new MalformedEventError('user.deleted', 'a user_id');
  await deleteOwnerDocuments(trx, userId);
};
