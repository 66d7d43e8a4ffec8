// The floor under a property API call: the very SQL the property service's store sends for it, captured from the
// store's own function (so the baseline cannot drift from what the service does) and replayed on a pooled pg
// connection of knex, without query building or row mapping.
import type { Knex } from '@homeward/kit';
import { listActiveCards } from '@homeward/property/src/store/property-cards';

export interface CapturedQuery {
  /** As PostgreSQL receives it, with $1… placeholders. */
  sql: string;
  bindings: readonly unknown[];
}

/**
 * Runs the property service's listActiveCards (what ListPropertyCards runs for the list and its search) once for
 * `search` and keeps the one query knex sent for it.
 */
export async function captureListQuery(db: Knex, ownerId: string, search: string): Promise<CapturedQuery> {
  const captured: CapturedQuery[] = [];
  const onQuery = (query: CapturedQuery) => captured.push({ sql: query.sql, bindings: query.bindings });
  db.on('query', onQuery);
  try {
    await listActiveCards(db, ownerId, search);
  } finally {
    db.removeListener('query', onQuery);
  }
  if (captured.length !== 1)
    throw new Error(`listActiveCards ran ${captured.length} queries, expected exactly 1`);
  return captured[0]!;
}

interface PgConnection {
  query(sql: string, values: readonly unknown[]): Promise<{ rowCount: number | null }>;
}

/** Sends the SQL text itself on a pooled pg connection of knex; resolves to the number of rows returned. */
export async function runCapturedQuery(db: Knex, query: CapturedQuery): Promise<number> {
  const connection = (await db.client.acquireConnection()) as PgConnection;
  try {
    return (await connection.query(query.sql, query.bindings)).rowCount ?? 0;
  } finally {
    await db.client.releaseConnection(connection);
  }
}
