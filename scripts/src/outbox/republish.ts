import { OUTBOX_TABLE, republishOutbox } from '@homeward/kit';
import type { BackendName } from '@homeward/local-stack/src/homeward';
import { forEachServiceDatabase } from '@homeward/local-stack/src/service-databases';

export type ServiceRepublish =
  | { service: BackendName; rows: number; oldestKept: Date | null }
  | { service: BackendName; noOutbox: true }
  | { service: BackendName; error: string };

/**
 * Hands each service's outbox rows published since `since` back to its relay (kit republishOutbox). One service's
 * failure (its database down, say) does not stop the others; it is reported with them.
 */
export async function republishServices(
  databaseUrls: Partial<Record<BackendName, string>>,
  since: Date,
  dryRun = false,
): Promise<ServiceRepublish[]> {
  return forEachServiceDatabase(databaseUrls, async (service, db): Promise<ServiceRepublish> => {
    try {
      if (!(await db.schema.hasTable(OUTBOX_TABLE))) return { service, noOutbox: true };
      return { service, ...(await republishOutbox({ db, since, dryRun })) };
    } catch (error) {
      return { service, error: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** One line per service, for the operator. */
export function describeRepublish(result: ServiceRepublish, since: Date, dryRun: boolean): string {
  if ('noOutbox' in result) return `${result.service}: no outbox table (publishes nothing)`;
  if ('error' in result) return `${result.service}: FAILED: ${result.error}`;
  const verb = dryRun ? 'would re-publish' : 're-published';
  let line = `${result.service}: ${verb} ${result.rows} rows (published since ${since.toISOString()})`;
  if (result.oldestKept && result.oldestKept > since)
    line += `; the oldest published row kept is from ${result.oldestKept.toISOString()}: anything older was pruned (OUTBOX_RETENTION_HOURS) and cannot be sent again`;
  return line;
}
