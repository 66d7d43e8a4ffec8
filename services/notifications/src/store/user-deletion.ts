// What notifications holds of a user, for the deletion of their account. Every query is by the user's id or by
// the addresses the account had.
import type { Knex } from '@homeward/kit';

/** Remembers the deletion (the id only); false when it was already remembered (a second event). */
export async function markUserDeleted(trx: Knex.Transaction, userId: string): Promise<boolean> {
  const inserted = await trx('deleted_users')
    .insert({ user_id: userId })
    .onConflict('user_id')
    .ignore()
    .returning('user_id');
  return inserted.length > 0;
}

export async function isUserDeleted(db: Knex, userId: string): Promise<boolean> {
  return (await db('deleted_users').where({ user_id: userId }).first('user_id')) !== undefined;
}

/** The address notifications last knew for the user, if any. */
export async function knownAddress(trx: Knex.Transaction, userId: string): Promise<string | undefined> {
  const row = await trx('user_contacts')
    .where({ user_id: userId })
    .first<{ email: string } | undefined>('email');
  return row?.email;
}

export function deleteUserNotifications(trx: Knex.Transaction, userId: string): Promise<number> {
  return trx('notifications').where({ user_id: userId }).delete();
}

export function deleteUserContact(trx: Knex.Transaction, userId: string): Promise<number> {
  return trx('user_contacts').where({ user_id: userId }).delete();
}

/** Every e-mail to these addresses, queued, sent or failed: none may keep the address once the account is gone. */
export function deleteEmailsTo(trx: Knex.Transaction, addresses: string[]): Promise<number> {
  const lowered = [...new Set(addresses.map((address) => address.trim().toLowerCase()).filter(Boolean))];
  if (lowered.length === 0) return Promise.resolve(0);
  return trx('outgoing_emails').whereRaw('lower(recipient) = any(?)', [lowered]).delete();
}
