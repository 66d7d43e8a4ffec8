import type { Knex } from '@homeward/kit';
import { deleteOwnerLookupCounts, deleteOwnerProperties } from '../store/owner-deletion';

/**
 * The owner's account is gone: their properties (street view, the report link, sellers and all, which live on the
 * row) and lookup counts go, in the caller's transaction. No property.deleted is published for them: every other
 * service deletes its own part on user.deleted, and a notice "property deleted" would outlive the account.
 * Deleting nothing is success, so the event can arrive twice.
 */
export async function deleteOwnerData(
  trx: Knex.Transaction,
  ownerId: string,
): Promise<{ properties: number; lookupCounts: number }> {
  const properties = await deleteOwnerProperties(trx, ownerId);
  const lookupCounts = await deleteOwnerLookupCounts(trx, ownerId);
  return { properties, lookupCounts };
}
