import type { EventHandler } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { exportUserTours } from '../application/data-export';
import { MalformedEventError } from './on-property-deleted';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ExportRequestedDeps {
  relay: { notify(): void };
}

/** user.export_requested -> tour's part (the user's tours), published in the inbox's transaction. */
export function onUserExportRequested(deps: ExportRequestedDeps): EventHandler<UserExportRequested> {
  return async (event, trx) => {
    const { exportId, userId } = event.payload;
    if (!UUID.test(exportId)) throw new MalformedEventError('user.export_requested', 'an export_id');
    if (!userId) throw new MalformedEventError('user.export_requested', 'a user_id');
    await exportUserTours(trx, deps.relay, { exportId: exportId.toLowerCase(), userId });
  };
}
