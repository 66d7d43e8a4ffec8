import type { EventHandler } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { exportUserNotices } from '../application/data-export';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * user.export_requested -> notifications' part, in the inbox's transaction; the outbox relay's next poll (a second)
 * publishes it. Thrown when malformed: the consumer retries, then dead-letters it.
 */
export const onUserExportRequested: EventHandler<UserExportRequested> = async (event, trx) => {
  const { exportId, userId } = event.payload;
  if (!UUID.test(exportId) || !userId)
    throw new Error('user.export_requested event lacks an export_id or user_id');
  await exportUserNotices(trx, { exportId: exportId.toLowerCase(), userId });
};
