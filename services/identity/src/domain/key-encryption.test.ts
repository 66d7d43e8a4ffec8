import { KeyEncryption } from './key-encryption';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const PRIVATE_JWK = JSON.stringify({ kty: 'EC', crv: 'P-256', d: 'private-part', x: 'x', y: 'y' });

describe('signing key encryption', () => {
  it('round-trips, and the ciphertext reveals nothing of the key', () => {
    const encryption = new KeyEncryption(SECRET);
    const sealed = encryption.encrypt(PRIVATE_JWK, 'kid-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('private-part');
    expect(encryption.decrypt(sealed, 'kid-1')).toBe(PRIVATE_JWK);
  });

  it('uses a fresh IV each time', () => {
    const encryption = new KeyEncryption(SECRET);
    expect(encryption.encrypt(PRIVATE_JWK, 'kid-1')).not.toBe(encryption.encrypt(PRIVATE_JWK, 'kid-1'));
  });

  it('refuses another secret, another key id and any altered byte', () => {
    const sealed = new KeyEncryption(SECRET).encrypt(PRIVATE_JWK, 'kid-1');
    expect(() => new KeyEncryption(`${SECRET}-other`).decrypt(sealed, 'kid-1')).toThrow();
    expect(() => new KeyEncryption(SECRET).decrypt(sealed, 'kid-2')).toThrow();
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3]!, 'base64url');
    ciphertext[0]! ^= 1;
    const tampered = [...parts.slice(0, 3), ciphertext.toString('base64url')].join('.');
    expect(() => new KeyEncryption(SECRET).decrypt(tampered, 'kid-1')).toThrow();
    expect(() => new KeyEncryption(SECRET).decrypt('v2.a.b.c', 'kid-1')).toThrow(
      'unrecognised encrypted key format',
    );
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => new KeyEncryption('short')).toThrow('at least 32 characters');
  });
});
