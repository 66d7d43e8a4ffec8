// The property_data_cache table: data providers' answers kept until they expire.
import type { Knex } from '@homeward/kit';
import type { LookupCache } from '../domain/lookup-cache';

const TABLE = 'property_data_cache';

export function createLookupCache(db: Knex): LookupCache {
  return {
    async get(provider, key) {
      const row = await db(TABLE)
        .where({ provider, lookup_key: key })
        .andWhere('expires_at', '>', db.fn.now())
        .first('payload');
      return row ? (row as { payload: unknown }).payload : undefined;
    },
    async put(provider, key, payload, ttlMs) {
      const expiresAt = new Date(Date.now() + ttlMs);
      await db(TABLE)
        .insert({ provider, lookup_key: key, payload: JSON.stringify(payload), expires_at: expiresAt })
        .onConflict(['provider', 'lookup_key'])
        .merge({ payload: JSON.stringify(payload), fetched_at: db.fn.now(), expires_at: expiresAt });
    },
  };
}
