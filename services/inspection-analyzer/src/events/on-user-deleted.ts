import { type EventHandler, MalformedEventError } from '@homeward/kit';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { deleteOwnerReports } from '../application/account-deletion';
import type { ObjectStorage } from '../providers/object-storage';

// A user id becomes a key prefix: only an id's characters, so no event can name another owner's files.
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A deleted account takes its inspection reports, their findings and their files with it. */
export function onUserDeleted(storage: ObjectStorage): EventHandler<UserDeleted> {
  return async (event, trx) => {
    const { userId } = event.payload;
    if (!USER_ID.test(userId)) throw new MalformedEventError('user.deleted', 'a user_id');
    await deleteOwnerReports(trx, storage, userId);
  };
}
