import type { Migration } from '@homeward/kit';

/**
 * Serves the list's address search (`owner_id = ? and status = 'active' and (address ilike '%term%' or formatted
 * address ilike '%term%')`) from a trigram index instead of reading every row of the owner: one bitmap scan per
 * address text finds the matching rows, the owner is checked on those few. Not (owner_id, trigrams) with btree_gin:
 * the owner's entry lists every row of theirs, so that index reads the owner's rows after all. pg_trgm ships with
 * PostgreSQL's contrib and is trusted (a database owner may create it; managed PostgreSQL offers it).
 * fastupdate off: a new home goes into the index at once instead of a pending list that every search would scan
 * until the next vacuum (homes are added rarely, searched often).
 */
export const addAddressSearchIndex: Migration = {
  name: 'property_006_address_search_index',
  async up(db) {
    await db.raw('create extension if not exists pg_trgm');
    await db.raw(`
      create index properties_active_address_search_idx on properties using gin (
        (address->>'address') gin_trgm_ops,
        (address->>'formatted_address') gin_trgm_ops
      ) with (fastupdate = off) where status = 'active'
    `);
  },
  async down(db) {
    await db.raw('drop index if exists properties_active_address_search_idx');
  },
};
