import { DEFAULT_NEXT_PATH, callbackLandingPath, googleStartQuerySchema, isSafeNextPath } from './google';
import {
  confirmEmailQuerySchema,
  emailOnlySchema,
  INVALID_LINK_MESSAGE,
  newPasswordSchema,
  updatePasswordSchema,
} from './recovery';
import type { z } from 'zod';

function messages(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const TOKEN = 'lt_0123456789abcdef';

describe('new password forms use the sign-up rules, word for word', () => {
  it.each([
    ['Ab1!', 'Password must contain at least 6 characters'],
    ['abcde1!', 'Password must contain at least one uppercase character'],
    ['ABCDE1!', 'Password must contain at least one lowercase character'],
    ['Abcdef!', 'Password must contain at least one number'],
    ['Abcdef1', 'Password must contain at least one special character'],
    ['Abc de1!', 'Password must not contain spaces'],
    [undefined, 'Please enter the password'],
  ])('password %p -> %p', (password, message) => {
    expect(messages(updatePasswordSchema.safeParse({ token: TOKEN, password }))).toEqual([message]);
    expect(messages(newPasswordSchema.safeParse({ password }))).toEqual([message]);
  });

  it.each([undefined, '', 'short', 'x'.repeat(513)])('token %p is an invalid link', (token) => {
    expect(messages(updatePasswordSchema.safeParse({ token, password: 'Abcde1!' }))).toEqual([
      INVALID_LINK_MESSAGE,
    ]);
    expect(messages(confirmEmailQuerySchema.safeParse({ token }))).toEqual([INVALID_LINK_MESSAGE]);
  });

  it('accepts a good pair', () => {
    expect(updatePasswordSchema.parse({ token: TOKEN, password: 'Abcde1!' })).toEqual({
      token: TOKEN,
      password: 'Abcde1!',
    });
  });

  it('checks and normalises the e-mail of resend / reset', () => {
    expect(emailOnlySchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
    expect(messages(emailOnlySchema.safeParse({ email: 'nope' }))).toEqual(['Invalid email']);
  });
});

describe('next path after Google sign-in', () => {
  it.each(['/', '/properties', '/settings?tab=1#x'])('%p is same-origin', (path) => {
    expect(isSafeNextPath(path)).toBe(true);
    expect(googleStartQuerySchema.parse({ next: path }).next).toBe(path);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a\nb',
    '',
    'x'.repeat(600),
  ])('%p is not and becomes /', (path) => {
    expect(isSafeNextPath(path)).toBe(false);
    expect(googleStartQuerySchema.parse({ next: path }).next).toBe(DEFAULT_NEXT_PATH);
  });

  it('defaults a missing or repeated next to /', () => {
    expect(googleStartQuerySchema.parse({}).next).toBe('/');
    expect(googleStartQuerySchema.parse({ next: ['/a', '/b'] }).next).toBe('/');
  });

  it('builds the SPA landing path, encoding next', () => {
    expect(callbackLandingPath('/settings?a=1&b=2')).toBe('/auth/callback?next=%2Fsettings%3Fa%3D1%26b%3D2');
    expect(callbackLandingPath('//evil.example')).toBe('/auth/callback?next=%2F');
  });
});
