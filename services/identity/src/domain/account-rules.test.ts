import {
  clientAddress,
  emailAddress,
  joinFullName,
  MESSAGES,
  passwordRules,
  phoneNumber,
  signInPassword,
} from './account-rules';

const firstProblem = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('new password rules (from @homeward/rules)', () => {
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
    expect(firstProblem(passwordRules.safeParse(password))).toBe(message);
  });

  it.each(['Abcde1!', 'S3cure#pass', `Aa1!${'x'.repeat(124)}`])('accepts %j', (password) => {
    expect(passwordRules.safeParse(password).success).toBe(true);
  });

  it('reports the length rule first for an empty password', () => {
    expect(firstProblem(passwordRules.safeParse(''))).toBe('Password must contain at least 6 characters');
  });
});

describe('sign-in fields', () => {
  it('asks for a password when it is empty, and does not apply the sign-up rules', () => {
    expect(firstProblem(signInPassword.safeParse(''))).toBe(MESSAGES.passwordRequired);
    expect(signInPassword.safeParse('short').success).toBe(true);
  });

  it.each(['', '203.0.113.9', '2001:db8::1', ' 198.51.100.2 '])('accepts the client address %j', (ip) => {
    expect(clientAddress.safeParse(ip).success).toBe(true);
  });

  it.each(['localhost', '999.1.1.1', '1.2.3.4, 5.6.7.8'])('refuses the client address %j', (ip) => {
    expect(firstProblem(clientAddress.safeParse(ip))).toBe(MESSAGES.clientAddressInvalid);
  });
});

describe('e-mail and phone', () => {
  it('trims and lower-cases an address, and refuses what is not one', () => {
    expect(emailAddress.parse(' Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(firstProblem(emailAddress.safeParse('ann@'))).toBe(MESSAGES.invalidEmail);
    expect(firstProblem(emailAddress.safeParse(`${'x'.repeat(250)}@example.com`))).toBe(
      MESSAGES.invalidEmail,
    );
  });

  it('puts a phone in the (000) 000-0000 form, and requires a valid one', () => {
    expect(phoneNumber.parse('555 123 4567')).toBe('(555) 123-4567');
    expect(firstProblem(phoneNumber.safeParse(' '))).toBe(MESSAGES.phoneRequired);
    expect(firstProblem(phoneNumber.safeParse('555-1234'))).toBe(MESSAGES.phoneInvalid);
  });
});

describe('full name', () => {
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
