import type { Knex } from '@homeward/kit';
import {
  deleteOwnerDocumentStates,
  deleteOwnerLookupCounts,
  deleteOwnerProperties,
} from '../store/owner-deletion';

/**
 * The owner's account is gone: their properties (street view, the report link, sellers and all, which live on the
 * row), the document indicators kept for their cards and their lookup counts go, in the caller's transaction. No property.deleted is published for them: every other
 * service deletes its own part on user.deleted, and a notice "property deleted" would outlive the account.
 * Deleting nothing is success, so the event can arrive twice.
 */
export async function deleteOwnerData(
  trx: Knex.Transaction,
  ownerId: string,
): Promise<{ properties: number; documentStates: number; lookupCounts: number }> {
  const documentStates = await deleteOwnerDocumentStates(trx, ownerId);
  const properties = await deleteOwnerProperties(trx, ownerId);
  const lookupCounts = await deleteOwnerLookupCounts(trx, ownerId);
  return { properties, documentStates, lookupCounts };
}
