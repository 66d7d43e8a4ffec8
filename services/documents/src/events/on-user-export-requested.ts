import type { EventHandler } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { exportUserDocuments } from '../application/data-export';
import { MalformedEventError } from './on-property-deleted';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * user.export_requested -> documents' part, in the inbox's transaction. No relay to wake: the outbox relay's next
 * poll (a second) publishes it.
 */
export const onUserExportRequested: EventHandler<UserExportRequested> = async (event, trx) => {
  const { exportId, userId } = event.payload;
  if (!UUID.test(exportId)) throw new MalformedEventError('user.export_requested', 'an export_id');
  if (!userId) throw new MalformedEventError('user.export_requested', 'a user_id');
  await exportUserDocuments(trx, { exportId: exportId.toLowerCase(), userId });
};
