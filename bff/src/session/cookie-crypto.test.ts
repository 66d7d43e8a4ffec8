import crypto from 'node:crypto';
import { createCookieSealer, deriveSessionKey, type SessionPayload } from './cookie-crypto';

const SECRET = 'test-secret-of-at-least-thirty-two-chars';
const session: SessionPayload = {
  userId: 'user-1',
  accessToken: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.signature-part',
  refreshToken: 'refresh-token-opaque-value',
  accessExpiresAt: 1_900_000_000,
  refreshExpiresAt: 1_900_086_400,
};

function flip(value: string, index: number): string {
  const raw = Buffer.from(value.slice(3), 'base64url');
  raw[index] = raw[index]! ^ 0x01;
  return `v1.${raw.toString('base64url')}`;
}

describe('session cookie sealing (AES-256-GCM)', () => {
  const sealer = createCookieSealer(SECRET);

  it('round-trips a session', () => {
    expect(sealer.open(sealer.seal(session))).toEqual(session);
  });

  it('is versioned and reveals nothing of the tokens', () => {
    const sealed = sealer.seal(session);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    for (const secret of [session.accessToken, session.refreshToken, 'eyJ', 'refresh', session.userId]) {
      expect(sealed).not.toContain(secret);
      expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(secret);
    }
  });

  it('uses a fresh IV each time', () => {
    expect(sealer.seal(session)).not.toEqual(sealer.seal(session));
  });

  it.each([
    ['the IV', 0],
    ['the ciphertext', 20],
    ['the tag', -1],
  ])('refuses a cookie with a flipped bit in %s', (_part, index) => {
    const sealed = sealer.seal(session);
    const length = Buffer.from(sealed.slice(3), 'base64url').length;
    expect(sealer.open(flip(sealed, index < 0 ? length + index : index))).toBeUndefined();
  });

  it('refuses a cookie sealed with another secret', () => {
    const other = createCookieSealer('another-secret-of-at-least-32-chars!!');
    expect(sealer.open(other.seal(session))).toBeUndefined();
  });

  it.each([undefined, '', 'v1.', 'v1.AAAA', 'v2.' + 'A'.repeat(80), 'garbage', 'v1.%%%%'])(
    'refuses malformed value %p',
    (value) => {
      expect(sealer.open(value)).toBeUndefined();
    },
  );

  it('refuses a truncated cookie', () => {
    const sealed = sealer.seal(session);
    expect(sealer.open(sealed.slice(0, -4))).toBeUndefined();
  });

  it('requires a secret of at least 32 characters', () => {
    expect(() => deriveSessionKey('short')).toThrow(/32/);
    expect(deriveSessionKey(SECRET)).toHaveLength(32);
  });
});

describe('opening the same cookie again', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers from memory, with a payload no caller can change', () => {
    const sealer = createCookieSealer(SECRET);
    const sealed = sealer.seal(session);
    const decipher = jest.spyOn(crypto, 'createDecipheriv');
    const first = sealer.open(sealed)!;
    expect(sealer.open(sealed)).toBe(first);
    expect(decipher).toHaveBeenCalledTimes(1);
    expect(first).toEqual(session);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('still refuses a tampered copy of a cookie it has opened', () => {
    const sealer = createCookieSealer(SECRET);
    const sealed = sealer.seal(session);
    expect(sealer.open(sealed)).toEqual(session);
    expect(sealer.open(flip(sealed, 20))).toBeUndefined();
    expect(sealer.open(`${sealed}AAAA`)).toBeUndefined();
  });

  it('decrypts again once a cookie has left its bounded memory', () => {
    const sealer = createCookieSealer(SECRET, 2);
    const [a, b, c] = ['user-a', 'user-b', 'user-c'].map((userId) => sealer.seal({ ...session, userId }));
    const decipher = jest.spyOn(crypto, 'createDecipheriv');
    for (const value of [a, b, c, b, c]) sealer.open(value);
    expect(decipher).toHaveBeenCalledTimes(3);
    expect(sealer.open(a)).toMatchObject({ userId: 'user-a' });
    expect(decipher).toHaveBeenCalledTimes(4);
  });
});
