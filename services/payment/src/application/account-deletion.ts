// What happens to payments when the payer's account is deleted.
import type { Knex } from '@homeward/kit';
import { anonymiseKeptPayments, deleteOfflineIntents, deleteUnpaidPayments } from '../store/user-deletion';

/**
 * A payment that took money is a record the accounts and the tax return need for years, whoever made it: it is
 * kept, amount, currency, gateway, provider payment id and times, with no user and no property (the property is
 * being deleted too, and its id would lead back to the owner). Payments that never took money, their webhook
 * records and the offline gateway's intents are deleted. All in the event's transaction; a second event finds
 * nothing of the user left.
 */
export async function deletePayerData(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ anonymised: number; deleted: number; offlineIntents: number }> {
  const offlineIntents = await deleteOfflineIntents(trx, userId);
  const deleted = await deleteUnpaidPayments(trx, userId);
  const anonymised = await anonymiseKeptPayments(trx, userId);
  return { anonymised, deleted, offlineIntents };
}
