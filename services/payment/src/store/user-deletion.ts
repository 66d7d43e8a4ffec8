// A deleted account's payments: what moved money is kept without naming anyone, the rest goes.
import type { Knex } from '@homeward/kit';

// Money moved (succeeded) or may still move (processing: the provider's verdict can arrive later, and must find a
// row to settle rather than a charge no record accounts for).
const KEPT_STATES = ['succeeded', 'processing'];

/** Keeps the user's payments that moved money with no user and no property; returns how many. */
export function anonymiseKeptPayments(trx: Knex.Transaction, userId: string): Promise<number> {
  return trx('payments')
    .where({ user_id: userId })
    .whereIn('state', KEPT_STATES)
    .update({ user_id: null, property_id: null, anonymised_at: trx.fn.now(), updated_at: trx.fn.now() });
}

/** Deletes the user's other payments (never paid: started, declined, canceled) with their webhook records. */
export async function deleteUnpaidPayments(trx: Knex.Transaction, userId: string): Promise<number> {
  const unpaid = trx('payments').where({ user_id: userId }).whereNotIn('state', KEPT_STATES).select('id');
  await trx('webhook_events').whereIn('payment_id', unpaid).delete();
  return trx('payments').where({ user_id: userId }).whereNotIn('state', KEPT_STATES).delete();
}

/** The offline gateway's intents (a demo's stand-in for Stripe's) carry the user id in their metadata. */
export function deleteOfflineIntents(trx: Knex.Transaction, userId: string): Promise<number> {
  return trx('offline_payment_intents').whereRaw(`metadata->>'user_id' = ?`, [userId]).delete();
}
