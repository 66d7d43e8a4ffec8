import type { Knex } from '@homeward/kit';

export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  phone: string;
  app_role: string;
  purchase_checklist: Record<string, Record<string, boolean>>;
  email_verified_at: Date | null;
  created_at: Date;
}

export interface NewUser {
  id: string;
  email: string;
  fullName: string;
}

/**
 * Inserts the user unless the e-mail is taken (case-insensitively). Returns false when it was: a concurrent
 * sign-up of the same address loses the race quietly instead of failing its transaction.
 */
export async function insertUserIfNew(db: Knex, user: NewUser): Promise<boolean> {
  const result = await db.raw<{ rowCount: number }>(
    `insert into users (id, email, full_name) values (?, ?, ?) on conflict ((lower(email))) do nothing`,
    [user.id, user.email, user.fullName],
  );
  return result.rowCount === 1;
}

export function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();
}

export function findUserById(db: Knex, userId: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id: userId }).first();
}

/** Idempotent: the first verification time is kept. */
export async function markEmailVerified(db: Knex, userId: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ email_verified_at: db.raw('coalesce(email_verified_at, now())') });
}
