import type { Knex } from '@homeward/kit';
import type { JWK } from 'jose';

export interface SigningKeyRow {
  kid: string;
  algorithm: string;
  public_jwk: JWK;
  private_jwk_encrypted: string;
  created_at: Date;
  retired_at: Date | null;
}

export type PublicKeyRow = Omit<SigningKeyRow, 'private_jwk_encrypted'>;

// An arbitrary constant naming "the signing key ring" for pg_advisory_xact_lock.
const KEY_RING_LOCK = 0x1d3e7717;

/** Serialises key creation and rotation across replicas for the rest of the transaction. */
export async function lockKeyRing(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?)', [KEY_RING_LOCK]);
}

export function findCurrentKey(db: Knex): Promise<SigningKeyRow | undefined> {
  return db<SigningKeyRow>('signing_keys').whereNull('retired_at').first();
}

/** Public halves only: the private ones are never read where they are not needed. */
export function listPublicKeys(db: Knex): Promise<PublicKeyRow[]> {
  return db<SigningKeyRow>('signing_keys')
    .select('kid', 'algorithm', 'public_jwk', 'created_at', 'retired_at')
    .orderBy('created_at', 'desc');
}

export function findPublicKey(db: Knex, kid: string): Promise<PublicKeyRow | undefined> {
  return db<SigningKeyRow>('signing_keys')
    .select('kid', 'algorithm', 'public_jwk', 'created_at', 'retired_at')
    .where({ kid })
    .first();
}

export async function insertKey(
  db: Knex,
  key: { kid: string; algorithm: string; publicJwk: JWK; privateJwkEncrypted: string },
): Promise<SigningKeyRow> {
  const [row] = await db<SigningKeyRow>('signing_keys')
    .insert({
      kid: key.kid,
      algorithm: key.algorithm,
      public_jwk: key.publicJwk,
      private_jwk_encrypted: key.privateJwkEncrypted,
    })
    .returning('*');
  return row!;
}

export async function retireKey(db: Knex, kid: string): Promise<void> {
  await db('signing_keys').where({ kid }).whereNull('retired_at').update({ retired_at: db.fn.now() });
}

export async function deleteKeys(db: Knex, kids: string[]): Promise<void> {
  if (kids.length > 0) await db('signing_keys').whereIn('kid', kids).delete();
}
