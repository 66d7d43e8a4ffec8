import type { EventHandler, Logger } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { z } from 'zod';
import { exportUserPayments } from '../application/data-export';

export interface ExportRequestedDeps {
  relay: { notify(): void };
  logger: Logger;
}

const UUID = z.uuid();

/** user.export_requested -> payment's part (the user's payments), published in the inbox's transaction. */
export function onUserExportRequested(deps: ExportRequestedDeps): EventHandler<UserExportRequested> {
  return async (event, trx) => {
    const { exportId, userId } = event.payload;
    const log = deps.logger.child({ eventId: event.id, exportId });
    // Retrying cannot make a malformed event name an export; it is recorded as handled and reported.
    if (!UUID.safeParse(exportId).success || userId === '') {
      log.error({ userId }, 'user.export_requested is malformed; no part published');
      return;
    }
    await exportUserPayments(trx, deps.relay, { exportId: exportId.toLowerCase(), userId });
    log.info('payment part of the data export published');
  };
}
