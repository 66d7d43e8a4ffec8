// What happens to inspection reports when their owner's account is deleted.
import type { Knex } from '@homeward/kit';
import { REPORT_KEY_PREFIX } from '../domain/report-file';
import type { ObjectStorage } from '../providers/object-storage';
import { deleteOwnerRows, ownerObjectKeys } from '../store/owner-deletion';

/**
 * Deletes every report of the owner with its findings, analysis jobs, budgets and upload rows (so nothing counts
 * toward a quota any more), in the event's transaction, then the files: each report's object and anything else
 * under the owner's prefix (`inspections/<userId>/`, where an upload that never got its row would be). A store that
 * fails throws, so the transaction rolls back and the consumer retries the whole event; removing an object that is
 * already gone is not an error, so a retry or a second event is harmless.
 */
export async function deleteOwnerReports(
  trx: Knex.Transaction,
  storage: ObjectStorage,
  userId: string,
): Promise<{ rows: Record<string, number>; files: number }> {
  const keys = new Set(await ownerObjectKeys(trx, userId));
  const rows = await deleteOwnerRows(trx, userId);
  for await (const object of storage.list(`${REPORT_KEY_PREFIX}${userId}/`)) keys.add(object.key);
  for (const key of keys) await storage.remove(key);
  return { rows, files: keys.size };
}
