import { signClientAddress, verifiedClientAddress } from './client-address';

const KEY = 'the-bff-and-identity-share-this-key-0123456789';

describe('the signed client address', () => {
  it('is taken with the signature of the key', () => {
    expect(verifiedClientAddress('203.0.113.7', signClientAddress(KEY, '203.0.113.7'), KEY)).toBe(
      '203.0.113.7',
    );
  });

  it('is refused unsigned, signed with another key, or signed for another address', () => {
    expect(verifiedClientAddress('203.0.113.7', undefined, KEY)).toBeUndefined();
    expect(
      verifiedClientAddress('203.0.113.7', signClientAddress(`${KEY}x`, '203.0.113.7'), KEY),
    ).toBeUndefined();
    expect(verifiedClientAddress('203.0.113.7', signClientAddress(KEY, '203.0.113.8'), KEY)).toBeUndefined();
    expect(verifiedClientAddress('203.0.113.7', 'short', KEY)).toBeUndefined();
  });

  it('is never taken by a server without a key, whatever it carries', () => {
    expect(
      verifiedClientAddress('203.0.113.7', signClientAddress(KEY, '203.0.113.7'), undefined),
    ).toBeUndefined();
  });
});
