// property's part of a user's data export (issue 25 item 9).
import { enqueueExportPart, type Knex } from '@homeward/kit';
import { EVENT_SOURCE } from '../events/messages';
import { ownerPropertiesForExport } from '../store/property-export';

/** Publishes the owner's properties as property's part, in the consumer's transaction. */
export async function exportOwnerProperties(
  trx: Knex.Transaction,
  relay: { notify(): void },
  request: { exportId: string; userId: string },
): Promise<number> {
  const properties = await ownerPropertiesForExport(trx, request.userId);
  await enqueueExportPart(
    trx,
    { ...request, service: 'property', source: EVENT_SOURCE, relay },
    { properties },
  );
  return properties.length;
}
