import type { Knex } from '@homeward/kit';

export async function insertPasswordHash(db: Knex, userId: string, passwordHash: string): Promise<void> {
  await db('credentials').insert({ user_id: userId, password_hash: passwordHash });
}

export async function findPasswordHash(db: Knex, userId: string): Promise<string | undefined> {
  const row = await db<{ user_id: string; password_hash: string }>('credentials')
    .where({ user_id: userId })
    .select('password_hash')
    .first();
  return row?.password_hash;
}

export async function updatePasswordHash(db: Knex, userId: string, passwordHash: string): Promise<void> {
  await db('credentials')
    .where({ user_id: userId })
    .update({ password_hash: passwordHash, updated_at: db.fn.now() });
}

/** Sets the password whether or not the account had one (a reset may be an account's first password). */
export async function upsertPasswordHash(db: Knex, userId: string, passwordHash: string): Promise<void> {
  await db('credentials')
    .insert({ user_id: userId, password_hash: passwordHash })
    .onConflict('user_id')
    .merge({ password_hash: passwordHash, updated_at: db.fn.now() });
}

/** Returns false, changing nothing, when the account already has a password. */
export async function insertPasswordHashIfNone(
  db: Knex,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db('credentials')
    .insert({ user_id: userId, password_hash: passwordHash })
    .onConflict('user_id')
    .ignore()
    .returning('user_id');
  return rows.length === 1;
}

export async function deletePasswordHash(db: Knex, userId: string): Promise<void> {
  await db('credentials').where({ user_id: userId }).delete();
}
