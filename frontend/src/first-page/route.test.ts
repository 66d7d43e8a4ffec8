import { describe, expect, it } from 'vitest';
import { firstPageFor } from './route';

describe('firstPageFor', () => {
  it('draws sign-in, sign-up and `/` itself, and leaves every other address to the app', () => {
    expect(firstPageFor('/', '')).toEqual({ kind: 'home' });
    expect(firstPageFor('/auth/sign-in', '?next=%2Fsettings')).toEqual({ kind: 'auth', mode: 'sign-in' });
    expect(firstPageFor('/auth/sign-up', '')).toEqual({ kind: 'auth', mode: 'sign-up' });
    for (const path of [
      '/auth/reset-password',
      '/auth/callback',
      '/auth/other',
      '/properties',
      '/terms',
      '/x/auth/sign-in',
    ])
      expect(firstPageFor(path, '')).toEqual({ kind: 'app' });
  });

  it("sends the redirects' notices (verified, failed Google sign-in, undone e-mail change...) to the app's page", () => {
    for (const search of [
      '?verified=1',
      '?verify_error=1',
      '?error=google',
      '?email_restored=1',
      '?email_undo=invalid',
      '?account_deleted=1',
    ])
      expect(firstPageFor('/auth/sign-in', search)).toEqual({ kind: 'app' });
  });
});
