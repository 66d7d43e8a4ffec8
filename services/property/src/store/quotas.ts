import type { Knex } from '@homeward/kit';

/**
 * Counts one lookup against the buyer's UTC day, atomically: the upsert only adds while under `max`, so parallel
 * lookups cannot all read the same count. False when the day's lookups are spent (nothing counted then).
 */
export async function countLookup(db: Knex, ownerId: string, max: number): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { lookups: number }[] }>(
    `insert into property_lookup_counts (owner_id, day, lookups)
     values (?, (now() at time zone 'utc')::date, 1)
     on conflict (owner_id, day) do update set lookups = property_lookup_counts.lookups + 1
       where property_lookup_counts.lookups < ?
     returning lookups`,
    [ownerId, max],
  );
  return rows.length > 0;
}

/**
 * Holds the buyer's drafts still until the transaction ends, so "count, then insert" is one step across replicas.
 */
export async function lockOwnerDrafts(trx: Knex.Transaction, ownerId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`property-drafts:${ownerId}`]);
}

/** Deletes the buyer's drafts older than `ttlMinutes` (never announced, so nobody else knows them). */
export function deleteExpiredDrafts(db: Knex, ownerId: string, ttlMinutes: number): Promise<number> {
  return db('properties')
    .where({ owner_id: ownerId, status: 'draft' })
    .andWhere('created_at', '<', db.raw(`now() - ? * interval '1 minute'`, [ttlMinutes]))
    .delete();
}

export async function countDrafts(db: Knex, ownerId: string): Promise<number> {
  const row = await db('properties')
    .where({ owner_id: ownerId, status: 'draft' })
    .count<{ n: string }>('* as n')
    .first();
  return Number(row?.n ?? 0);
}
