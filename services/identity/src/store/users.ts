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
  /** Not a column: whether a credentials row exists (accounts made through Google may have none). */
  has_password: boolean;
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

function selectUsers(db: Knex) {
  return db<UserRow>('users').select(
    'users.*',
    db.raw('exists (select 1 from credentials where credentials.user_id = users.id) as has_password'),
  );
}

export function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return selectUsers(db).whereRaw('lower(users.email) = lower(?)', [email]).first();
}

export function findUserById(db: Knex, userId: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.id', userId).first();
}

/** Idempotent: the first verification time is kept. */
export async function markEmailVerified(db: Knex, userId: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ email_verified_at: db.raw('coalesce(email_verified_at, now())') });
}
