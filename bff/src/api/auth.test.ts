import {
  createPropertySchema,
  deletePropertySchema,
  listPropertiesQuerySchema,
  propertyIdSchema,
} from './properties';
import { signInSchema, signUpSchema, verifyEmailQuerySchema } from './auth';
import type { z } from 'zod';

function messages(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const valid = { email: 'Buyer@Example.com ', password: 'Abcde1!', name: 'Ann Lee', terms: 'on' };

describe('sign-up schema (spec section 5, word for word)', () => {
  it('accepts a valid form and normalises it', () => {
    expect(signUpSchema.parse(valid)).toEqual({
      email: 'buyer@example.com',
      password: 'Abcde1!',
      name: 'Ann Lee',
      terms: true,
    });
  });

  it.each([
    ['Ab1!', 'Password must contain at least 6 characters'],
    ['abcde1!', 'Password must contain at least one uppercase character'],
    ['ABCDE1!', 'Password must contain at least one lowercase character'],
    ['Abcdef!', 'Password must contain at least one number'],
    ['Abcdef1', 'Password must contain at least one special character'],
    ['Abc de1!', 'Password must not contain spaces'],
  ])('password %p -> %p', (password, message) => {
    expect(messages(signUpSchema.safeParse({ ...valid, password }))).toEqual([message]);
  });

  it.each([{}, { terms: 'off' }, { terms: false }, { terms: 'maybe' }])(
    'terms %p must be accepted',
    (terms) => {
      const { terms: _omit, ...rest } = valid;
      expect(messages(signUpSchema.safeParse({ ...rest, ...terms }))).toEqual([
        'You must accept the terms and conditions',
      ]);
    },
  );

  it.each(['', 'not-an-email', 'a@', 'x'.repeat(250) + '@example.com'])('email %p is invalid', (email) => {
    expect(messages(signUpSchema.safeParse({ ...valid, email }))).toContain('Invalid email');
  });

  it('names every missing field with a readable message', () => {
    expect(messages(signUpSchema.safeParse({}))).toEqual([
      'Invalid email',
      'Please enter the password',
      'You must accept the terms and conditions',
    ]);
  });

  it('makes the name optional', () => {
    const { name: _name, ...rest } = valid;
    expect(signUpSchema.parse(rest).name).toBe('');
  });
});

describe('sign-in schema', () => {
  it('asks for a password when it is empty or missing', () => {
    expect(messages(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'Please enter the password',
    ]);
    expect(messages(signInSchema.safeParse({ email: 'a@b.co' }))).toEqual(['Please enter the password']);
  });

  it('answers a password that breaks the rules as incorrect', () => {
    expect(messages(signInSchema.safeParse({ email: 'a@b.co', password: 'short' }))).toEqual([
      'The password you entered is incorrect. Please try again.',
    ]);
  });

  it('accepts a well-formed password', () => {
    expect(signInSchema.parse({ email: 'A@B.co', password: 'Abcde1!' })).toEqual({
      email: 'a@b.co',
      password: 'Abcde1!',
    });
  });
});

describe('other inputs', () => {
  it('verification token', () => {
    expect(messages(verifyEmailQuerySchema.safeParse({}))).toEqual(['Verification link is invalid']);
    expect(messages(verifyEmailQuerySchema.safeParse({ token: 'short' }))).toEqual([
      'Verification link is invalid',
    ]);
  });

  it('address', () => {
    expect(messages(createPropertySchema.safeParse({}))).toEqual(['Enter a valid address']);
    expect(messages(createPropertySchema.safeParse({ address: '   ' }))).toEqual(['Enter a valid address']);
    expect(messages(createPropertySchema.safeParse({ address: '<script>' }))).toEqual([
      'Enter a valid address',
    ]);
    expect(messages(createPropertySchema.safeParse({ address: '1'.repeat(301) }))).toEqual([
      'Address must contain at most 300 characters',
    ]);
    expect(createPropertySchema.parse({ address: ' 12 Main St., Apt #4, Austin, TX 78701 ' })).toEqual({
      address: '12 Main St., Apt #4, Austin, TX 78701',
    });
  });

  it('property ids', () => {
    expect(messages(propertyIdSchema.safeParse('abc'))).toEqual(['Property not found']);
    expect(messages(deletePropertySchema.safeParse({}))).toEqual(['Property not found']);
  });

  it('search', () => {
    expect(listPropertiesQuerySchema.parse({})).toEqual({ search: '' });
    expect(messages(listPropertiesQuerySchema.safeParse({ search: ['a', 'b'] }))).toEqual([
      'Search must be a single text value',
    ]);
  });
});
