import { passwordProblems } from '@homeward/rules';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each([
    'Password1!',
    'P@ssw0rd',
    'P@ssw0rd123!',
    '!Qwerty2024',
    'Iloveyou1!',
    'Dragon#99',
    'Welcome123!',
    'Monkey-1',
  ])('refuses %s, a listed password dressed to pass the rules', (password) => {
    // Each would pass the spec's rules alone: the list is what refuses it.
    expect(passwordProblems(password)).toEqual([]);
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'Corr3ct-Horse!',
    'Long-Test-Password-1!',
    'N3w-Secret!',
    'Homeward-e2e-9',
    'xK7#mQ2!vL',
    'Ab1!zz',
  ])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
