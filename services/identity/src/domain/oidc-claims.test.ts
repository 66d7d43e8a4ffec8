import { avatarUrlOf, displayNameOf, providerMessages, verifiedEmailOf } from './oidc-claims';

describe('the address an ID token vouches for', () => {
  it('is the lower-cased e-mail when the provider marks it verified', () => {
    expect(verifiedEmailOf({ email: 'Ann@Gmail.com', email_verified: true })).toBe('ann@gmail.com');
    expect(verifiedEmailOf({ email: 'ann@gmail.com', email_verified: 'true' })).toBe('ann@gmail.com');
  });

  it('is nothing when unverified, missing or malformed', () => {
    expect(verifiedEmailOf({ email: 'ann@gmail.com', email_verified: false })).toBeUndefined();
    expect(verifiedEmailOf({ email: 'ann@gmail.com', email_verified: 'false' })).toBeUndefined();
    expect(verifiedEmailOf({ email: 'ann@gmail.com' })).toBeUndefined();
    expect(verifiedEmailOf({ email_verified: true })).toBeUndefined();
    expect(verifiedEmailOf({ email: 'not-an-address', email_verified: true })).toBeUndefined();
  });
});

describe('the name of an account made through Google', () => {
  it('is the trimmed name claim, bounded like the sign-up form, or empty', () => {
    expect(displayNameOf({ name: ' Ann Lee ' })).toBe('Ann Lee');
    expect(displayNameOf({ name: 'x'.repeat(300) })).toHaveLength(200);
    expect(displayNameOf({})).toBe('');
  });
});

describe('the avatar of an account made through a provider', () => {
  it('is the https picture claim, or none', () => {
    expect(avatarUrlOf({ picture: 'https://lh3.googleusercontent.com/a/x=s96-c' })).toBe(
      'https://lh3.googleusercontent.com/a/x=s96-c',
    );
    expect(avatarUrlOf({ picture: 'javascript:alert(1)' })).toBeNull();
    expect(avatarUrlOf({ picture: 'http://example.com/a.png' })).toBeNull();
    expect(avatarUrlOf({ picture: `https://example.com/${'a'.repeat(2048)}` })).toBeNull();
    expect(avatarUrlOf({ picture: 'not a url' })).toBeNull();
    expect(avatarUrlOf({})).toBeNull();
  });
});

describe("a provider's messages", () => {
  it('keep the words Google sign-in always had, and name any other provider the same way', () => {
    expect(providerMessages('Google')).toEqual({
      unavailable: 'Google sign-in is not available.',
      failed: 'Google sign-in failed. Please try again.',
      emailUnverified: 'Your Google account has no verified email address.',
    });
    expect(providerMessages('Keycloak').failed).toBe('Keycloak sign-in failed. Please try again.');
  });
});
