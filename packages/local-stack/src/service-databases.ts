import knex, { type Knex } from 'knex';
import type { BackendName } from './homeward';

/**
 * Runs `use` on each service's database in turn, over a one-connection pool that is closed after it: how the
 * operator commands and the fault campaign read and repair the services' tables from outside the services.
 */
export async function forEachServiceDatabase<T>(
  databaseUrls: Partial<Record<BackendName, string>>,
  use: (service: BackendName, db: Knex) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const [service, url] of Object.entries(databaseUrls) as [BackendName, string][]) {
    // knex's own logger would print each failed connection attempt; the caller says what failed, once.
    const db = knex({
      client: 'pg',
      connection: url,
      pool: { min: 0, max: 1 },
      log: { warn: () => undefined },
    });
    try {
      results.push(await use(service, db));
    } finally {
      await db.destroy();
    }
  }
  return results;
}
