import {
  emailOnlyInput,
  joinFullName,
  linkTokenInput,
  MESSAGES,
  passwordRules,
  resetPasswordInput,
  setPasswordInput,
  signInInput,
  signUpInput,
  updateProfileInput,
} from './account-rules';

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
    const result = signInInput.safeParse({ email: 'ann@example.com', password: '', client_ip: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'Please enter the password'],
    ]);
  });

  it('does not apply the sign-up rules (a wrong password is the answer, not a rule)', () => {
    expect(
      signInInput.safeParse({ email: 'ann@example.com', password: 'short', client_ip: '' }).success,
    ).toBe(true);
  });

  it.each(['', '203.0.113.9', '2001:db8::1', ' 198.51.100.2 '])('accepts the client address %j', (ip) => {
    expect(signInInput.safeParse({ email: 'ann@example.com', password: 'x', client_ip: ip }).success).toBe(
      true,
    );
  });

  it.each(['localhost', '999.1.1.1', '1.2.3.4, 5.6.7.8'])('refuses the client address %j', (ip) => {
    const result = signInInput.safeParse({ email: 'ann@example.com', password: 'x', client_ip: ip });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['client_ip', MESSAGES.clientAddressInvalid],
    ]);
  });
});

const problemsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
};

describe('password reset and first password', () => {
  it('applies the sign-up password rules to the new password', () => {
    expect(problemsOf(resetPasswordInput.safeParse({ token: 't'.repeat(43), password: 'abcdef1!' }))).toEqual(
      {
        password: 'Password must contain at least one uppercase character',
      },
    );
    expect(problemsOf(setPasswordInput.safeParse({ password: 'Abc def1!' }))).toEqual({
      password: 'Password must not contain spaces',
    });
    expect(resetPasswordInput.parse({ token: 't'.repeat(43), password: 'Abcde1!' })).toEqual({
      token: 't'.repeat(43),
      password: 'Abcde1!',
    });
  });

  it.each(['', 'short', 'x'.repeat(513)])('calls the link token %j invalid', (token) => {
    expect(problemsOf(linkTokenInput.safeParse({ token }))).toEqual({ token: MESSAGES.linkInvalid });
  });

  it('checks the address of a resend or reset request', () => {
    expect(emailOnlyInput.parse({ email: ' Ann@Example.com ' })).toEqual({ email: 'ann@example.com' });
    expect(problemsOf(emailOnlyInput.safeParse({ email: 'ann@' }))).toEqual({ email: 'Invalid email' });
  });
});

describe('profile input', () => {
  const valid = { first_name: ' Ann ', last_name: ' Lee ', email: 'Ann@Example.com', phone: '555 123 4567' };

  it('trims the names, lower-cases the e-mail and puts the phone in the (000) 000-0000 form', () => {
    expect(updateProfileInput.parse(valid)).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '(555) 123-4567',
    });
  });

  it('requires the phone and a valid one, and a valid e-mail; names are optional', () => {
    expect(
      problemsOf(updateProfileInput.safeParse({ ...valid, first_name: '', last_name: '', phone: ' ' })),
    ).toEqual({ phone: 'Phone number is required' });
    expect(problemsOf(updateProfileInput.safeParse({ ...valid, phone: '555-1234', email: 'x' }))).toEqual({
      email: 'Invalid email',
      phone: 'Enter a valid phone number',
    });
  });

  it('bounds each name', () => {
    expect(
      problemsOf(
        updateProfileInput.safeParse({ ...valid, first_name: 'a'.repeat(101), last_name: 'b'.repeat(101) }),
      ),
    ).toEqual({ first_name: MESSAGES.firstNameTooLong, last_name: MESSAGES.lastNameTooLong });
  });

  it.each([
    ['Ann', 'Lee', 'Ann Lee'],
    [' Ann ', '', 'Ann'],
    ['', 'Lee', 'Lee'],
    ['', '', ''],
    ['Mary Ann', 'Lee', 'Mary Ann Lee'],
  ])('joins %j and %j as %j', (first, last, full) => {
    expect(joinFullName(first, last)).toBe(full);
  });
});
