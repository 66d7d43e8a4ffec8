import { randomUUID } from 'node:crypto';
import {
  CONFIRM_LINK_LIFETIME_MS,
  confirmLinkExpiry,
  readConfirmToken,
  signConfirmToken,
} from './confirm-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const NOW = new Date('2026-11-23T17:00:00Z');
const DAY = 24 * 3600 * 1000;

function link(overrides: Partial<{ tourId: string; slotIndex: number; expiresAt: Date }> = {}) {
  return { tourId: randomUUID(), slotIndex: 1, expiresAt: new Date(NOW.getTime() + DAY), ...overrides };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function flipped(character: string): string {
  return character === 'A' ? 'B' : 'A';
}

/** The same leading 4 bits, the 2 bits a 32-byte value leaves unused set differently. */
function withUnusedBitsSet(character: string): string {
  return BASE64URL[BASE64URL.indexOf(character) ^ 0b01]!;
}

describe('a confirmation token', () => {
  it('reads back the tour, the slot and the expiry it was signed with', () => {
    const signed = link();
    const token = signConfirmToken(SECRET, signed);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(readConfirmToken(SECRET, token, NOW)).toEqual({ kind: 'valid', ...signed });
  });

  it('is refused as forged when signed with another secret', () => {
    const token = signConfirmToken('another-secret-of-at-least-thirty-two-chars', link());
    expect(readConfirmToken(SECRET, token, NOW)).toEqual({ kind: 'forged' });
  });

  it('is refused as forged when any part is changed (another slot, tour or a later expiry)', () => {
    const signed = link();
    const [version, tourId, slot, expires, signature] = signConfirmToken(SECRET, signed).split('.');
    const tampered = [
      [version, tourId, '2', expires, signature],
      [version, randomUUID(), slot, expires, signature],
      [version, tourId, slot, String(Number(expires) + 3600), signature],
      [version, tourId, slot, expires, `${flipped(signature!.slice(0, 1))}${signature!.slice(1)}`],
      // The last character's two unused bits: decodes to the same signature, but is not the token that was sent.
      [version, tourId, slot, expires, `${signature!.slice(0, -1)}${withUnusedBitsSet(signature!.at(-1)!)}`],
    ];
    for (const parts of tampered) {
      expect(readConfirmToken(SECRET, parts.join('.'), NOW)).toEqual({ kind: 'forged' });
    }
  });

  it('is refused as forged when it is not a token at all', () => {
    for (const junk of ['', 'abc', 'v1....', `v1.${randomUUID()}.0.123.short`, 'x'.repeat(500)]) {
      expect(readConfirmToken(SECRET, junk, NOW)).toEqual({ kind: 'forged' });
    }
  });

  it('expires at its expiry, not a second later', () => {
    const expiresAt = new Date(NOW.getTime() + 60_000);
    const token = signConfirmToken(SECRET, link({ expiresAt }));
    expect(readConfirmToken(SECRET, token, new Date(expiresAt.getTime() - 1000)).kind).toBe('valid');
    expect(readConfirmToken(SECRET, token, expiresAt)).toEqual({ kind: 'expired' });
  });

  it('checks the signature before the expiry: a forged expired token is forged', () => {
    const token = signConfirmToken('another-secret-of-at-least-thirty-two-chars', link({ expiresAt: NOW }));
    expect(readConfirmToken(SECRET, token, new Date(NOW.getTime() + DAY))).toEqual({ kind: 'forged' });
  });
});

describe('a confirmation link expires', () => {
  it('at the start of its slot when that is within 14 days', () => {
    const start = new Date(NOW.getTime() + 3 * DAY);
    expect(confirmLinkExpiry(start, NOW)).toEqual(start);
  });

  it('14 days after it was made when the slot is later', () => {
    const start = new Date(NOW.getTime() + 30 * DAY);
    expect(confirmLinkExpiry(start, NOW)).toEqual(new Date(NOW.getTime() + CONFIRM_LINK_LIFETIME_MS));
  });
});
