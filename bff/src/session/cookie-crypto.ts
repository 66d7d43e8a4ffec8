// Seals the session into a cookie value: AES-256-GCM (confidential and authenticated), key derived from
// SESSION_SECRET with HKDF, format `v1.<base64url(iv | ciphertext | tag)>`. The version prefix names the key
// derivation and layout, so a later format (or key) can be introduced while v1 cookies are still read.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { OpenedCookies } from './opened-cookies';

export const sessionPayloadSchema = z.object({
  userId: z.string().min(1),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Unix seconds. */
  accessExpiresAt: z.number().int(),
  /** Unix seconds. */
  refreshExpiresAt: z.number().int(),
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds a ciphertext to this purpose and version: a value sealed for anything else does not open here.
const AAD = Buffer.from(`homeward.bff.session.${VERSION}`);
/**
 * Sessions opened recently, so each signed-in call does not decrypt and parse its cookie again (issue 26). A value
 * is about 1.6 kB and its payload as much again: 2,000 of them are a few MB per BFF.
 */
export const OPENED_COOKIES_CAPACITY = 2_000;

export interface CookieSealer {
  seal(payload: SessionPayload): string;
  /** The payload, or undefined for anything missing, malformed, tampered or sealed with another key. */
  open(value: string | undefined): SessionPayload | undefined;
}

export function deriveSessionKey(secret: string): Buffer {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  return Buffer.from(
    hkdfSync('sha256', secret, 'homeward-bff-session-salt', `hw_session ${VERSION} aes-256-gcm`, 32),
  );
}

export function createCookieSealer(secret: string, capacity = OPENED_COOKIES_CAPACITY): CookieSealer {
  const key = deriveSessionKey(secret);
  const opened = new OpenedCookies<SessionPayload>(capacity);
  const decrypt = (value: string): SessionPayload | undefined => {
    const raw = Buffer.from(value.slice(VERSION.length + 1), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES + 2) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(AAD);
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]);
      const parsed = sessionPayloadSchema.safeParse(JSON.parse(plain.toString('utf8')));
      // Frozen: one payload object now answers many requests, so no request may change it for the next.
      return parsed.success ? Object.freeze(parsed.data) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    seal(payload) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(AAD);
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(value) {
      if (!value || !value.startsWith(`${VERSION}.`)) return undefined;
      const known = opened.get(value);
      if (known) return known;
      const payload = decrypt(value);
      if (payload) opened.remember(value, payload);
      return payload;
    },
  };
}
