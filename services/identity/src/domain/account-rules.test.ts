import { MESSAGES, passwordRules, signInInput, signUpInput } from './account-rules';

const firstProblem = (password: string) => passwordRules.safeParse(password).error?.issues[0]?.message;

describe('sign-up password rules', () => {
  it.each([
    ['Ab1!', 'Password must contain at least 6 characters'],
    ['abcdef1!', 'Password must contain at least one uppercase character'],
    ['ABCDEF1!', 'Password must contain at least one lowercase character'],
    ['Abcdefg!', 'Password must contain at least one number'],
    ['Abcdef12', 'Password must contain at least one special character'],
    ['Abc def1!', 'Password must not contain spaces'],
    ['Abc\tdef1!', 'Password must not contain spaces'],
    [`Aa1!${'x'.repeat(125)}`, 'Password must contain at most 128 characters'],
  ])('refuses %j with %j', (password, message) => {
    expect(firstProblem(password)).toBe(message);
  });

  it.each(['Abcde1!', 'S3cure#pass', `Aa1!${'x'.repeat(124)}`])('accepts %j', (password) => {
    expect(passwordRules.safeParse(password).success).toBe(true);
  });

  it('reports the length rule first for an empty password', () => {
    expect(firstProblem('')).toBe('Password must contain at least 6 characters');
  });
});

describe('sign-up input', () => {
  const valid = { email: ' Ann.Lee@Example.COM ', password: 'Abcde1!', name: ' Ann Lee ', terms: true };

  it('normalises the e-mail and trims the name', () => {
    expect(signUpInput.parse(valid)).toEqual({
      email: 'ann.lee@example.com',
      password: 'Abcde1!',
      name: 'Ann Lee',
      terms: true,
    });
  });

  it('keys each problem by its form field', () => {
    const result = signUpInput.safeParse({
      email: 'not-an-email',
      password: 'abc',
      name: 'x'.repeat(201),
      terms: false,
    });
    // The first problem of each field is the one shown, as the kit's gRPC server reports it.
    const byField: Record<string, string> = {};
    for (const issue of result.error!.issues) byField[issue.path.join('.')] ??= issue.message;
    expect(byField).toEqual({
      email: MESSAGES.invalidEmail,
      password: 'Password must contain at least 6 characters',
      name: 'Name must contain at most 200 characters',
      terms: 'You must accept the terms and conditions',
    });
  });
});

describe('sign-in input', () => {
  it('asks for a password when it is empty', () => {
    const result = signInInput.safeParse({ email: 'ann@example.com', password: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'Please enter the password'],
    ]);
  });

  it('does not apply the sign-up rules (a wrong password is the answer, not a rule)', () => {
    expect(signInInput.safeParse({ email: 'ann@example.com', password: 'short' }).success).toBe(true);
  });
});
