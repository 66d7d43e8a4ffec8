import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds the derived key to this one use, so the same secret reused elsewhere yields an unrelated key.
const HKDF_INFO = 'homeward identity signing-key encryption v1';

/**
 * Encrypts signing keys' private halves at rest with AES-256-GCM under a key derived (HKDF-SHA256) from
 * SIGNING_KEY_SECRET. The key id is authenticated as additional data, so a ciphertext moved to another row fails
 * to decrypt instead of silently signing under the wrong kid.
 */
export class KeyEncryption {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('the signing key secret must be at least 32 characters');
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), HKDF_INFO, 32));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
  encrypt(plaintext: string, keyId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(keyId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws if the secret is not the one that encrypted it, or the value or key id was altered. */
  decrypt(sealed: string, keyId: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('unrecognised encrypted key format');
    const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url')) as [
      Buffer,
      Buffer,
      Buffer,
    ];
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
      throw new Error('unrecognised encrypted key format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(keyId, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  }
}
