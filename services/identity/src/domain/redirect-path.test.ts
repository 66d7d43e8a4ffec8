import { isSameOriginPath, nextPathOrHome } from './redirect-path';

describe('post-sign-in redirect path', () => {
  it.each(['/', '/settings', '/properties/42?tab=photos#top', '/a//b'])('accepts %j', (path) => {
    expect(isSameOriginPath(path)).toBe(true);
  });

  it.each([
    '',
    'settings',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '/\nevil',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (path) => {
    expect(isSameOriginPath(path)).toBe(false);
  });

  it('takes an empty next as the home page', () => {
    expect(nextPathOrHome('')).toBe('/');
    expect(nextPathOrHome('/settings')).toBe('/settings');
  });
});
