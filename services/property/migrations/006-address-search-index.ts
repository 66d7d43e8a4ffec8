import type { Migration } from '@homeward/kit';

/**
 * Serves the list's address search (`owner_id = ? and status = 'active' and (address ilike '%term%' or formatted
 * address ilike '%term%')`) from one index instead of reading every row of the owner: trigram GIN on both address
 * texts, with the owner beside them (btree_gin) so each bitmap scan is one owner's matches only. Both extensions ship
 * with PostgreSQL's contrib and are trusted (a database owner may create them; managed PostgreSQL offers both).
 */
export const addAddressSearchIndex: Migration = {
  name: 'property_006_address_search_index',
  async up(db) {
    await db.raw('create extension if not exists pg_trgm');
    await db.raw('create extension if not exists btree_gin');
    await db.raw(`
      create index properties_active_address_search_idx on properties using gin (
        owner_id,
        (address->>'address') gin_trgm_ops,
        (address->>'formatted_address') gin_trgm_ops
      ) where status = 'active'
    `);
  },
  async down(db) {
    await db.raw('drop index if exists properties_active_address_search_idx');
  },
};
