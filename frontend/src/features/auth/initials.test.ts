import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two names', () => {
    expect(initialsOf('jane van doe', 'j@example.com')).toBe('JV');
  });
  it('falls back to the e-mail when there is no name', () => {
    expect(initialsOf('  ', 'sam@example.com')).toBe('S');
  });
});
