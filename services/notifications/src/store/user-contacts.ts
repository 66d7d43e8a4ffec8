// Each user's current e-mail address as identity's events state it. Every query is by the user's id.
import type { Knex } from '@homeward/kit';

const TABLE = 'user_contacts';

interface UserContactRow {
  user_id: string;
  email: string;
  full_name: string;
  learned_at: Date;
  email_change_requested_at: Date | null;
}

export interface UserContact {
  email: string;
  fullName: string;
}

/**
 * Records the address an event of `learnedAt` states for the user, unless a newer event already did. A statement
 * newer than a pending e-mail change request settles it (identity only ever states the address the user has).
 */
export async function rememberAddress(
  trx: Knex.Transaction,
  userId: string,
  contact: UserContact & { learnedAt: Date },
): Promise<void> {
  await trx.raw(
    // never for a deleted account: an account event on its way when user.deleted came must not bring it back
    `insert into ${TABLE} (user_id, email, full_name, learned_at)
     select ?::text, ?::text, ?::text, ?::timestamptz
      where not exists (select 1 from deleted_users where user_id = ?)
     on conflict (user_id) do update
       set email = excluded.email,
           full_name = excluded.full_name,
           learned_at = excluded.learned_at,
           email_change_requested_at = case
             when ${TABLE}.email_change_requested_at <= excluded.learned_at then null
             else ${TABLE}.email_change_requested_at
           end
       where ${TABLE}.learned_at <= excluded.learned_at`,
    [userId, contact.email, contact.fullName, contact.learnedAt, userId],
  );
}

/** Notes that the user asked (at `requestedAt`) to move to another address; the known one is then in doubt. */
export async function noteEmailChangeRequested(
  trx: Knex.Transaction,
  userId: string,
  requestedAt: Date,
): Promise<void> {
  await trx<UserContactRow>(TABLE)
    .where({ user_id: userId })
    .andWhere('learned_at', '<', requestedAt)
    .andWhere((where) =>
      where.whereNull('email_change_requested_at').orWhere('email_change_requested_at', '<', requestedAt),
    )
    .update({ email_change_requested_at: requestedAt });
}

/** The address to write to, or undefined when none is known or a change since makes it uncertain. */
export async function currentAddress(db: Knex, userId: string): Promise<UserContact | undefined> {
  const row = await db<UserContactRow>(TABLE)
    .where({ user_id: userId })
    .whereNull('email_change_requested_at')
    .first();
  return row ? { email: row.email, fullName: row.full_name } : undefined;
}
