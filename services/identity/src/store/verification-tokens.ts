import type { Knex } from '@homeward/kit';

export interface VerificationTokenRow {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertVerificationToken(
  db: Knex,
  token: { tokenHash: string; userId: string; ttlSeconds: number },
): Promise<void> {
  await db('email_verification_tokens').insert({
    token_hash: token.tokenHash,
    user_id: token.userId,
    expires_at: db.raw(`now() + ? * interval '1 second'`, [token.ttlSeconds]),
  });
}

/** Locks the row, so two clicks on the same link cannot both use it. */
export function findVerificationTokenForUpdate(
  trx: Knex.Transaction,
  tokenHash: string,
): Promise<VerificationTokenRow | undefined> {
  return trx<VerificationTokenRow>('email_verification_tokens')
    .where({ token_hash: tokenHash })
    .forUpdate()
    .first();
}

/** Once an address is verified, every other link sent to it is spent too. */
export async function markUserTokensUsed(db: Knex, userId: string): Promise<void> {
  await db('email_verification_tokens')
    .where({ user_id: userId })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
}

export async function lastVerificationTokenAt(db: Knex, userId: string): Promise<Date | undefined> {
  const row = await db<VerificationTokenRow>('email_verification_tokens')
    .where({ user_id: userId })
    .max<{ latest: Date | null }>('created_at as latest')
    .first();
  return row?.latest ?? undefined;
}
