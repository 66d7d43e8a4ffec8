import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeNextPath('/properties/42?tab=docs#top')).toBe('/properties/42?tab=docs#top');
  });

  it.each([
    [null],
    [''],
    ['properties'],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
  ])('falls back to home for %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('https://evil.example', '/settings')).toBe('/settings');
  });
});
