import type { Knex } from '@homeward/kit';

export interface OidcLoginAttemptRow {
  state_hash: string;
  nonce_hash: string;
  code_verifier: string;
  next_path: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertLoginAttempt(
  db: Knex,
  attempt: {
    stateHash: string;
    nonceHash: string;
    codeVerifier: string;
    nextPath: string;
    ttlSeconds: number;
  },
): Promise<void> {
  await db('oidc_login_attempts').insert({
    state_hash: attempt.stateHash,
    nonce_hash: attempt.nonceHash,
    code_verifier: attempt.codeVerifier,
    next_path: attempt.nextPath,
    expires_at: db.raw(`now() + ? * interval '1 second'`, [attempt.ttlSeconds]),
  });
}

/**
 * Spends the attempt in one statement and returns it, or nothing when it is unknown, used or expired: of two
 * callbacks with the same state only one gets it.
 */
export async function consumeLoginAttempt(
  db: Knex,
  stateHash: string,
): Promise<OidcLoginAttemptRow | undefined> {
  const [row] = await db<OidcLoginAttemptRow>('oidc_login_attempts')
    .where({ state_hash: stateHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('*');
  return row;
}

/** Attempts past their lifetime (used or abandoned at Google's page) are of no further use. */
export function deleteExpiredLoginAttempts(db: Knex): Promise<number> {
  return db('oidc_login_attempts').where('expires_at', '<', db.fn.now()).delete();
}
