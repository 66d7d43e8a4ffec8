import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A single-use token (a verification, reset or confirmation link's) has to travel from its producer to the
// notifications service through the outbox, Kafka and maybe a dead-letter topic, all of which keep what they carry
// for days. Sealed, what they keep is useless without the key that only the producer and notifications hold.
// Form: `v1.<kid>.<iv>.<ciphertext>.<tag>`, each part base64url. AES-256-GCM authenticates the header too, so a
// sealed value cannot be moved to another key id; the key id lets notifications open values sealed under the
// previous key while a new one rolls out.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_LENGTH = 8;
/** Secrets shorter than this are refused: the key is derived from it, so it needs the entropy of 32 random bytes. */
export const MIN_TOKEN_SECRET_LENGTH = 32;

/** A value that is not a sealed token, or one no known key opens. The message never holds the value. */
export class SealedTokenError extends Error {
  constructor(reason: string) {
    super(`sealed token ${reason}`);
    this.name = 'SealedTokenError';
  }
}

export interface TokenKey {
  /** Derived from the secret, so producer and notifications agree on it without configuring one more name. */
  readonly id: string;
  readonly key: Buffer;
}

/** The AES-256 key and its id, both derived from an operator's secret (at least 32 characters) with HKDF-SHA256. */
export function tokenKey(secret: string): TokenKey {
  if (secret.length < MIN_TOKEN_SECRET_LENGTH) {
    throw new Error(`a token secret must be at least ${MIN_TOKEN_SECRET_LENGTH} characters`);
  }
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', secret, 'homeward sealed token', info, length));
  return {
    id: derive('key id', 6).toString('base64url').slice(0, KEY_ID_LENGTH),
    key: derive('aes-256-gcm key', 32),
  };
}

/** Seals with one key; opens with it or with any of `openOnly` (the previous key during a rotation). */
export class TokenSeal {
  private readonly keys = new Map<string, Buffer>();

  constructor(
    private readonly sealing: TokenKey,
    openOnly: readonly TokenKey[] = [],
  ) {
    for (const key of [sealing, ...openOnly]) this.keys.set(key.id, key.key);
  }

  seal(token: string): string {
    const header = `${VERSION}.${this.sealing.id}`;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealing.key, iv);
    cipher.setAAD(Buffer.from(header));
    const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [header, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new SealedTokenError('is not in the v1 form');
    const [version, keyId, iv, ciphertext, tag] = parts as [string, string, string, string, string];
    const key = this.keys.get(keyId);
    if (!key) throw new SealedTokenError('was sealed with a key this service does not hold');
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
      throw new SealedTokenError('is not in the v1 form');
    }
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
    decipher.setAAD(Buffer.from(`${version}.${keyId}`));
    decipher.setAuthTag(tagBytes);
    try {
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SealedTokenError('does not authenticate');
    }
  }
}
