import knex from 'knex';
import { OUTBOX_TABLE, republishOutbox } from '@homeward/kit';
import type { BackendName } from '../stack/homeward';

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
  const results: ServiceRepublish[] = [];
  for (const [service, url] of Object.entries(databaseUrls) as [BackendName, string][]) {
    // knex's own logger would print each failed connection attempt; the one line per service below says it.
    const db = knex({
      client: 'pg',
      connection: url,
      pool: { min: 0, max: 1 },
      log: { warn: () => undefined },
    });
    try {
      if (!(await db.schema.hasTable(OUTBOX_TABLE))) results.push({ service, noOutbox: true });
      else results.push({ service, ...(await republishOutbox({ db, since, dryRun })) });
    } catch (error) {
      results.push({ service, error: error instanceof Error ? error.message : String(error) });
    } finally {
      await db.destroy();
    }
  }
  return results;
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
