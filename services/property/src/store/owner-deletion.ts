import type { Knex } from '@homeward/kit';

/** Every property of the owner, whatever its state (drafts, active, unlocked); returns how many. */
export function deleteOwnerProperties(trx: Knex.Transaction, ownerId: string): Promise<number> {
  return trx('properties').where({ owner_id: ownerId }).delete();
}

/** The owner's daily lookup counts (the quota of property-data calls). */
export function deleteOwnerLookupCounts(trx: Knex.Transaction, ownerId: string): Promise<number> {
  return trx('property_lookup_counts').where({ owner_id: ownerId }).delete();
}

/**
 * The read model of the owner's document indicators (derived from documents' events). The cascade from properties
 * removes them too; named here so the account's deletion says what it removes.
 */
export function deleteOwnerDocumentStates(trx: Knex.Transaction, ownerId: string): Promise<number> {
  return trx('property_document_states').where({ owner_id: ownerId }).delete();
}
