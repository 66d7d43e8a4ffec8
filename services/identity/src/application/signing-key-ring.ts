import { ACCESS_TOKEN_ALGORITHM, type Knex, type Logger } from '@homeward/kit';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
  type KeyLike,
} from 'jose';
import {
  deleteKeys,
  findCurrentKey,
  findPublicKey,
  insertKey,
  listPublicKeys,
  lockKeyRing,
  retireKey,
  type PublicKeyRow,
  type SigningKeyRow,
} from '../store/signing-keys';
import type { KeyEncryption } from '../domain/key-encryption';
import {
  isDueForRotation,
  isExpiredRetiredKey,
  isPublishable,
  type RotationPolicy,
} from '../domain/key-rotation';

export interface SigningKey {
  kid: string;
  privateKey: KeyLike | Uint8Array;
  createdAt: Date;
}

interface VerificationEntry {
  key: KeyLike | Uint8Array;
  row: PublicKeyRow;
}

export interface KeyRingOptions {
  db: Knex;
  encryption: KeyEncryption;
  policy: RotationPolicy;
  logger: Logger;
  now?: () => Date;
}

// Key ids are RFC 7638 thumbprints (SHA-256, base64url); anything else cannot be ours and costs no query.
const KID_FORMAT = /^[A-Za-z0-9_-]{43}$/;
// How often a replica re-reads which key is current, so a rotation done elsewhere (another replica, or an operator
// retiring a key by hand) reaches it well within a retired key's grace period.
const CURRENT_KEY_RECHECK_MS = 60_000;

/**
 * Identity's ES256 signing keys. One key signs at a time; it is created on first start and replaced once it is
 * older than the rotation period. Retired keys stay published (and keep verifying) until every token they signed
 * has expired, then their rows are deleted. Replicas share the keys through the database and serialise rotation
 * with an advisory lock, so exactly one new key appears however many replicas notice the due date together.
 */
export class SigningKeyRing {
  private current: SigningKey | undefined;
  private currentCheckedAt = 0;
  private rotation: Promise<SigningKey> | undefined;
  private verificationKeys = new Map<string, VerificationEntry>();
  private readonly now: () => Date;

  constructor(private readonly options: KeyRingOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Creates the first key or rotates an overdue one; fails fast if SIGNING_KEY_SECRET cannot open the key. */
  async start(): Promise<void> {
    await this.signingKey();
    await this.reloadVerificationKeys();
  }

  async signingKey(): Promise<SigningKey> {
    const current = this.current;
    const recent = Date.now() - this.currentCheckedAt < CURRENT_KEY_RECHECK_MS;
    if (current && recent && !isDueForRotation(signingDates(current), this.now(), this.options.policy)) {
      return current;
    }
    // One rotation at a time within this process; the advisory lock covers the other replicas.
    this.rotation ??= this.ensureCurrentKey().finally(() => {
      this.rotation = undefined;
    });
    this.current = await this.rotation;
    this.currentCheckedAt = Date.now();
    return this.current;
  }

  /** The JWKS document: the current key and retired keys still in their grace period. */
  async jwks(): Promise<{ keys: JWK[] }> {
    const rows = await listPublicKeys(this.options.db);
    return {
      keys: rows.filter((row) => isPublishable(toDates(row), this.now(), this.options.policy)).map(publicJwk),
    };
  }

  /** jose key resolver for verifying tokens this service issued, without a round trip to its own JWKS. */
  readonly verificationKey: JWTVerifyGetKey = async (header) => {
    const kid = header.kid;
    if (!kid || header.alg !== ACCESS_TOKEN_ALGORITHM) throw new Error('token has no usable key id');
    // A key id not seen yet is usually a key another replica just created: one primary-key lookup finds it.
    const entry =
      this.verificationKeys.get(kid) ?? (KID_FORMAT.test(kid) ? await this.loadKey(kid) : undefined);
    if (!entry || !isPublishable(toDates(entry.row), this.now(), this.options.policy)) {
      throw new Error('token signed with an unknown or expired key');
    }
    return entry.key;
  };

  private async loadKey(kid: string): Promise<VerificationEntry | undefined> {
    const row = await findPublicKey(this.options.db, kid);
    if (!row) return undefined;
    const entry = { key: await importJWK(row.public_jwk, ACCESS_TOKEN_ALGORITHM), row };
    this.verificationKeys.set(kid, entry);
    return entry;
  }

  private async reloadVerificationKeys(): Promise<void> {
    const rows = await listPublicKeys(this.options.db);
    const next = new Map<string, VerificationEntry>();
    for (const row of rows) {
      const known = this.verificationKeys.get(row.kid);
      next.set(row.kid, {
        key: known?.key ?? (await importJWK(row.public_jwk, ACCESS_TOKEN_ALGORITHM)),
        row,
      });
    }
    this.verificationKeys = next;
  }

  private async ensureCurrentKey(): Promise<SigningKey> {
    const { db, policy, logger } = this.options;
    const row = await db.transaction(async (trx) => {
      await lockKeyRing(trx);
      const existing = await findCurrentKey(trx);
      if (existing && !isDueForRotation(toDates(existing), this.now(), policy)) return existing;
      if (existing) await retireKey(trx, existing.kid);
      const created = await this.createKey(trx);
      await this.pruneExpiredKeys(trx);
      logger.info(
        { kid: created.kid, retiredKid: existing?.kid },
        existing ? 'signing key rotated' : 'signing key created',
      );
      return created;
    });
    // Also refreshes retirement dates, so a key retired elsewhere stops verifying here after its grace period.
    await this.reloadVerificationKeys();
    if (this.current?.kid === row.kid) return this.current;
    return this.openKey(row);
  }

  private async createKey(trx: Knex.Transaction): Promise<SigningKeyRow> {
    const { publicKey, privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
    const publicJwkValue = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwkValue);
    const privateJwk = JSON.stringify(await exportJWK(privateKey));
    return insertKey(trx, {
      kid,
      algorithm: ACCESS_TOKEN_ALGORITHM,
      publicJwk: publicJwkValue,
      privateJwkEncrypted: this.options.encryption.encrypt(privateJwk, kid),
    });
  }

  private async openKey(row: SigningKeyRow): Promise<SigningKey> {
    let privateJwk: JWK;
    try {
      privateJwk = JSON.parse(this.options.encryption.decrypt(row.private_jwk_encrypted, row.kid)) as JWK;
    } catch {
      // Deliberately no detail: the cause is a wrong secret or a tampered row, and both need an operator.
      throw new Error(
        `signing key ${row.kid} cannot be decrypted: is SIGNING_KEY_SECRET the one it was created with?`,
      );
    }
    return {
      kid: row.kid,
      privateKey: await importJWK(privateJwk, ACCESS_TOKEN_ALGORITHM),
      createdAt: row.created_at,
    };
  }

  private async pruneExpiredKeys(trx: Knex.Transaction): Promise<void> {
    const rows = await listPublicKeys(trx);
    const expired = rows.filter((row) => isExpiredRetiredKey(toDates(row), this.now(), this.options.policy));
    await deleteKeys(
      trx,
      expired.map((row) => row.kid),
    );
  }
}

function signingDates(key: SigningKey): { createdAt: Date; retiredAt: Date | null } {
  return { createdAt: key.createdAt, retiredAt: null };
}

function toDates(row: PublicKeyRow): { createdAt: Date; retiredAt: Date | null } {
  return { createdAt: row.created_at, retiredAt: row.retired_at };
}

function publicJwk(row: PublicKeyRow): JWK {
  const { kty, crv, x, y } = row.public_jwk;
  return { kty, crv, x, y, kid: row.kid, alg: row.algorithm, use: 'sig' };
}
