import type { EventHandler } from '@homeward/kit';
import type { UserDeleted } from '@homeward/protos/gen/homeward/identity/v1/events';
import { deleteOwnerReports } from '../application/account-deletion';
import type { ObjectStorage } from '../providers/object-storage';

/** An event that can never be handled as it is; the consumer retries it, then dead-letters it. */
export class MalformedUserDeletedError extends Error {
  constructor() {
    super('user.deleted event lacks a user_id');
    this.name = 'MalformedUserDeletedError';
  }
}

// A user id becomes a key prefix: only an id's characters, so no event can name another owner's files.
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A deleted account takes its inspection reports, their findings and their files with it. */
export function onUserDeleted(storage: ObjectStorage): EventHandler<UserDeleted> {
  return async (event, trx) => {
    const { userId } = event.payload;
    if (!USER_ID.test(userId)) throw new MalformedUserDeletedError();
    await deleteOwnerReports(trx, storage, userId);
  };
}
