import type { EventHandler } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { exportUserReports } from '../application/data-export';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event that can never be handled as it is; the consumer retries it, then dead-letters it. */
class MalformedExportRequest extends Error {
  constructor(missing: string) {
    super(`user.export_requested event lacks ${missing}`);
    this.name = 'MalformedExportRequest';
  }
}

/**
 * user.export_requested -> inspection-analyzer's part, in the inbox's transaction. No relay to wake: the outbox
 * relay's next poll (a second) publishes it.
 */
export const onUserExportRequested: EventHandler<UserExportRequested> = async (event, trx) => {
  const { exportId, userId } = event.payload;
  if (!UUID.test(exportId)) throw new MalformedExportRequest('an export_id');
  if (!userId) throw new MalformedExportRequest('a user_id');
  await exportUserReports(trx, { exportId: exportId.toLowerCase(), userId });
};
