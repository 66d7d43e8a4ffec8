// tour's part of a user's data export (issue 25 item 9).
import { enqueueExportPart, type Knex } from '@homeward/kit';
import { EVENT_SOURCE } from '../events/messages';
import { userToursForExport } from '../store/tour-export';

/** Publishes the user's tours as tour's part, in the consumer's transaction. */
export async function exportUserTours(
  trx: Knex.Transaction,
  relay: { notify(): void },
  request: { exportId: string; userId: string },
): Promise<void> {
  const tours = await userToursForExport(trx, request.userId);
  await enqueueExportPart(trx, { ...request, service: 'tour', source: EVENT_SOURCE, relay }, { tours });
}
