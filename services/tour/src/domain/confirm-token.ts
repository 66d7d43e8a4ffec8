// The signed token of a confirmation link: it names one tour and one of its proposed slots and expires; the tour
// desk has no Homeward account, so the signature is the link's only authority. Single use is the tour's state's
// business (a requested tour is confirmed once), not the token's.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link works for at most this long, and never past the start of its slot. */
export const CONFIRM_LINK_LIFETIME_MS = 14 * 24 * 3600 * 1000;

const VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHAPE = /^v1\.([0-9a-f-]{36})\.(\d)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface ConfirmLink {
  tourId: string;
  slotIndex: number;
  expiresAt: Date;
}

export type ConfirmTokenReading =
  | ({ kind: 'valid' } & ConfirmLink)
  /** Not signed with this secret, or not a token at all. */
  | { kind: 'forged' }
  /** Signed by this service, but its time is up. */
  | { kind: 'expired' };

/** min(now + 14 days, the slot's start), in whole seconds (what the token carries). */
export function confirmLinkExpiry(slotStartsAt: Date, now: Date): Date {
  const end = Math.min(now.getTime() + CONFIRM_LINK_LIFETIME_MS, slotStartsAt.getTime());
  return new Date(Math.floor(end / 1000) * 1000);
}

function signatureOf(secret: string, tourId: string, slotIndex: number, expiresSeconds: number): Buffer {
  // A purpose prefix, so a signature made with the same secret for anything else can never pass for this one.
  return createHmac('sha256', secret)
    .update(`homeward.tour-confirm.${VERSION}|${tourId}|${slotIndex}|${expiresSeconds}`)
    .digest();
}

/** `v1.<tour id>.<slot index>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`: URL-safe as it is. */
export function signConfirmToken(secret: string, link: ConfirmLink): string {
  const expires = Math.floor(link.expiresAt.getTime() / 1000);
  const signature = signatureOf(secret, link.tourId, link.slotIndex, expires).toString('base64url');
  return `${VERSION}.${link.tourId}.${link.slotIndex}.${expires}.${signature}`;
}

/** What a token says, once its signature is checked (in constant time) and then its expiry. */
export function readConfirmToken(secret: string, token: string, now: Date): ConfirmTokenReading {
  const match = SHAPE.exec(token.trim());
  if (!match || !UUID.test(match[1]!)) return { kind: 'forged' };
  const tourId = match[1]!;
  const slotIndex = Number(match[2]);
  const expires = Number(match[3]);
  const given = Buffer.from(match[4]!, 'base64url');
  // Base64url's last character of a 32-byte signature carries 2 unused bits, so four spellings decode alike; only
  // the one we write is a token, or one link would have several forms that all work.
  if (given.toString('base64url') !== match[4]) return { kind: 'forged' };
  const expected = signatureOf(secret, tourId, slotIndex, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' };
  if (now.getTime() >= expires * 1000) return { kind: 'expired' };
  return { kind: 'valid', tourId, slotIndex, expiresAt: new Date(expires * 1000) };
}
