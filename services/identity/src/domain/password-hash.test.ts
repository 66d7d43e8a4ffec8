import { hashPassword, needsRehash, verifyPassword, type ScryptParams } from './password-hash';

// Cheap parameters keep the suite fast; one test exercises the real defaults.
const FAST: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 64 };

describe('password hashing', () => {
  it('stores the parameters and a per-user salt with the hash', async () => {
    const first = await hashPassword('Abcde1!', FAST);
    const second = await hashPassword('Abcde1!', FAST);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Abcde1!');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Abcde1!', FAST);
    await expect(verifyPassword('Abcde1!', stored)).resolves.toBe(true);
    await expect(verifyPassword('Abcde1?', stored)).resolves.toBe(false);
    await expect(verifyPassword('abcde1!', stored)).resolves.toBe(false);
  });

  it('verifies with the parameters stored in the hash, not the current defaults', async () => {
    const stored = await hashPassword('Abcde1!', FAST);
    expect(needsRehash(stored)).toBe(true);
    await expect(verifyPassword('Abcde1!', stored)).resolves.toBe(true);
  });

  it('uses the default parameters (N=2^15, r=8, p=1) when none are given', async () => {
    const stored = await hashPassword('Abcde1!');
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(needsRehash(stored)).toBe(false);
    await expect(verifyPassword('Abcde1!', stored)).resolves.toBe(true);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$2b$10$abc'],
    ['N not a power of two', 'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(86)],
    ['N too large', `scrypt$${2 ** 24}$8$1$AAAAAAAAAAAAAAAAAAAAAA$` + 'A'.repeat(86)],
    ['salt too short', 'scrypt$1024$8$1$AAAA$' + 'A'.repeat(86)],
  ])('never matches a malformed stored hash (%s)', async (_case, stored) => {
    await expect(verifyPassword('Abcde1!', stored)).resolves.toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });
});
