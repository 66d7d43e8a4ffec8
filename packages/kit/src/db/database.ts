import knex, { type Knex } from 'knex';
import { traceQueries } from '../tracing/knex';

export type { Knex };

/** A migration as code, listed in order by each service's migrations/index.ts, so bundling never loses one. */
export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

export interface DatabaseTimeouts {
  /** How long a query waits for a pooled connection before failing (knex `acquireConnectionTimeout`). */
  acquireTimeoutMs: number;
  /** PostgreSQL's `statement_timeout` for every statement of the pool: it cancels a statement that runs longer. */
  statementTimeoutMs: number;
}

/** The kit config's defaults for a service's pool: a call fails fast rather than holding its caller forever. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  acquireTimeoutMs: 5000,
  statementTimeoutMs: 10_000,
};

/**
 * A knex pool. Without `timeouts` (migrations, scripts, tests) statements may run as long as they need; a service's
 * pool gets the configured ones from the host.
 */
export function connectDatabase(url: string, pool = { min: 0, max: 10 }, timeouts?: DatabaseTimeouts): Knex {
  const db = knex({
    client: 'pg',
    connection: timeouts
      ? { connectionString: url, statement_timeout: timeouts.statementTimeoutMs }
      : { connectionString: url },
    pool,
    ...(timeouts ? { acquireConnectionTimeout: timeouts.acquireTimeoutMs } : {}),
  });
  traceQueries(db, databaseNameOf(url));
  return db;
}

function databaseNameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  } catch {
    return 'postgres';
  }
}

export async function migrateToLatest(db: Knex, migrations: readonly Migration[]): Promise<void> {
  const byName = new Map(migrations.map((migration) => [migration.name, migration]));
  await db.migrate.latest({
    migrationSource: {
      getMigrations: async () => migrations.map((migration) => migration.name),
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => byName.get(name)!,
    },
  });
}

export async function checkDatabase(db: Knex): Promise<void> {
  await db.raw('select 1');
}
