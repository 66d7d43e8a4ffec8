import { newPkcePair, pkceChallenge } from './pkce';

describe('PKCE S256', () => {
  it('derives the challenge of RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a fresh 43-character verifier each time', () => {
    const one = newPkcePair();
    const two = newPkcePair();
    expect(one.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.verifier).not.toBe(two.verifier);
    expect(one.challenge).toBe(pkceChallenge(one.verifier));
  });
});
