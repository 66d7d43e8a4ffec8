import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh and e-mail verification tokens: 256 random bits, base64url (43 characters). Only their SHA-256 is
 * stored: a leaked table cannot be replayed, and with this much entropy a plain hash is enough (no salt or slow
 * hash needed, unlike passwords).
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
