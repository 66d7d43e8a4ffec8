import type { Knex } from '@homeward/kit';

/** Every property of the owner, whatever its state (drafts, active, unlocked); returns how many. */
export function deleteOwnerProperties(trx: Knex.Transaction, ownerId: string): Promise<number> {
  return trx('properties').where({ owner_id: ownerId }).delete();
}

/** The owner's daily lookup counts (the quota of property-data calls). */
export function deleteOwnerLookupCounts(trx: Knex.Transaction, ownerId: string): Promise<number> {
  return trx('property_lookup_counts').where({ owner_id: ownerId }).delete();
}
