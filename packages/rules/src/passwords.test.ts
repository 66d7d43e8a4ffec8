import { PASSWORD_MESSAGES, PASSWORD_RULES, passwordProblems } from './passwords';

describe('password rules (spec section 5, word for word)', () => {
  it.each([
    ['Ab1!', 'Password must contain at least 6 characters'],
    ['abcdef1!', 'Password must contain at least one uppercase character'],
    ['ABCDEF1!', 'Password must contain at least one lowercase character'],
    ['Abcdefg!', 'Password must contain at least one number'],
    ['Abcdef12', 'Password must contain at least one special character'],
    ['Abc def1!', 'Password must not contain spaces'],
    ['Abc\tdef1!', 'Password must not contain spaces'],
    [`Aa1!${'x'.repeat(125)}`, 'Password must contain at most 128 characters'],
  ])('refuses %j with only %j', (password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
  });

  it.each(['Abcde1!', 'S3cure#pass', `Aa1!${'x'.repeat(124)}`])('accepts %j', (password) => {
    expect(passwordProblems(password)).toEqual([]);
  });

  it('lists every broken rule in order, the length first', () => {
    expect(passwordProblems('')).toEqual([
      'Password must contain at least 6 characters',
      'Password must contain at least one uppercase character',
      'Password must contain at least one lowercase character',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('states the minimum length the rules enforce in the hint', () => {
    const minimum = PASSWORD_RULES.find((rule) => rule.kind === 'min_length');
    expect(minimum?.kind === 'min_length' && minimum.length).toBe(6);
    expect(PASSWORD_MESSAGES.hint).toBe('Use 6 or more characters with a mix of letters, numbers & symbols');
  });
});
