import type { EventHandler, Logger, OutboxRelay } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { z } from 'zod';
import { exportAccount } from '../application/account-export';

export interface ExportRequestedDeps {
  relay: OutboxRelay;
  logger: Logger;
}

const UUID = z.uuid();

/** user.export_requested -> identity's own part (the account), published in the inbox's transaction. */
export function onUserExportRequested(deps: ExportRequestedDeps): EventHandler<UserExportRequested> {
  return async (event, trx) => {
    const { exportId, userId } = event.payload;
    const log = deps.logger.child({ eventId: event.id, exportId });
    // Retrying cannot make a malformed event name an export; it is recorded as handled and reported.
    if (!UUID.safeParse(exportId).success || !UUID.safeParse(userId).success) {
      log.error({ userId }, 'user.export_requested is malformed; no part published');
      return;
    }
    await exportAccount(trx, deps.relay, { exportId: exportId.toLowerCase(), userId: userId.toLowerCase() });
    log.info('identity part of the data export published');
  };
}
