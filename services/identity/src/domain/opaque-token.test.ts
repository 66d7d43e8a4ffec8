import { createHash } from 'node:crypto';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';

describe('opaque tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newOpaqueToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as their SHA-256, which does not contain the token', () => {
    const token = newOpaqueToken();
    const hash = hashOpaqueToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashOpaqueToken(token)).toBe(hash);
    expect(hashOpaqueToken(newOpaqueToken())).not.toBe(hash);
  });
});
