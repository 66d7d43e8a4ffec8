import { verifiedEmailOf } from './google-sign-in';

describe('the address a Google ID token vouches for', () => {
  it('is the lower-cased e-mail when the provider marks it verified', () => {
    expect(verifiedEmailOf({ sub: '1', email: 'Ann@Gmail.com', email_verified: true })).toBe('ann@gmail.com');
    expect(verifiedEmailOf({ sub: '1', email: 'ann@gmail.com', email_verified: 'true' })).toBe(
      'ann@gmail.com',
    );
  });

  it('is nothing when unverified, missing or malformed', () => {
    expect(verifiedEmailOf({ sub: '1', email: 'ann@gmail.com', email_verified: false })).toBeUndefined();
    expect(verifiedEmailOf({ sub: '1', email: 'ann@gmail.com' })).toBeUndefined();
    expect(verifiedEmailOf({ sub: '1', email_verified: true })).toBeUndefined();
    expect(verifiedEmailOf({ sub: '1', email: 'not-an-address', email_verified: true })).toBeUndefined();
  });
});
