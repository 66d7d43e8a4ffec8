import type { Knex } from '@homeward/kit';

export interface OidcLoginAttemptRow {
  state_hash: string;
  provider_id: string;
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
    providerId: string;
    stateHash: string;
    nonceHash: string;
    codeVerifier: string;
    nextPath: string;
    ttlSeconds: number;
  },
): Promise<void> {
  await db('oidc_login_attempts').insert({
    state_hash: attempt.stateHash,
    provider_id: attempt.providerId,
    nonce_hash: attempt.nonceHash,
    code_verifier: attempt.codeVerifier,
    next_path: attempt.nextPath,
    expires_at: db.raw(`now() + ? * interval '1 second'`, [attempt.ttlSeconds]),
  });
}

/**
 * Spends the attempt in one statement and returns it, or nothing when it is unknown, used, expired or another
 * provider's: of two callbacks with the same state only one gets it.
 */
export async function consumeLoginAttempt(
  db: Knex,
  providerId: string,
  stateHash: string,
): Promise<OidcLoginAttemptRow | undefined> {
  const [row] = await db<OidcLoginAttemptRow>('oidc_login_attempts')
    .where({ state_hash: stateHash, provider_id: providerId })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('*');
  return row;
}

/** Attempts past their lifetime (used or abandoned at the provider's page) are of no further use. */
export function deleteExpiredLoginAttempts(db: Knex): Promise<number> {
  return db('oidc_login_attempts').where('expires_at', '<', db.fn.now()).delete();
}
