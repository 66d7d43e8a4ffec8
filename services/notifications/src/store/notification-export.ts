import type { Knex } from '@homeward/kit';

/** The user's in-app notices, named as the API names them. */
export function userNoticesForExport(db: Knex, userId: string): Promise<Record<string, unknown>[]> {
  return db('notifications')
    .select('id', 'kind', 'title', 'body', 'subject_id', 'read', 'read_at', 'created_at')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

/** The address and name notifications keeps for the user, if any. */
export async function userContactForExport(
  db: Knex,
  userId: string,
): Promise<{ email: string; full_name: string } | undefined> {
  return db('user_contacts').select('email', 'full_name', 'learned_at').where({ user_id: userId }).first();
}

/**
 * The e-mails sent (or queued) to the user's address: what, when and whether it went. Never their bodies: the
 * account mails carry single-use links (verification, reset, e-mail change) whose tokens must not be copied out.
 */
export function emailsToForExport(db: Knex, email: string): Promise<Record<string, unknown>[]> {
  return db('outgoing_emails')
    .select('id', 'template', 'subject', 'status', 'created_at', 'sent_at')
    .whereRaw('lower(recipient) = lower(?)', [email])
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
