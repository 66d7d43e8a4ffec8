import {
  ADDRESS_ERROR,
  ADDRESS_TOO_LONG,
  addressInputSchema,
  SEARCH_TOO_LONG,
  searchInputSchema,
} from './address-input';

function problemOf(input: unknown): string | undefined {
  const result = addressInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('address input', () => {
  it.each([
    '12 Main St, Austin, TX 78701',
    '123 Main Street Apt #4B, Springfield, IL 62701-1234',
    "1/2 O'Fallon Rd.",
    'Calle Señora 5',
  ])('accepts %j', (address) => {
    expect(problemOf(address)).toBeUndefined();
  });

  it('trims and collapses whitespace, including pasted line breaks', () => {
    expect(addressInputSchema.parse('  12 Main St,\n  Austin\tTX  ')).toBe('12 Main St, Austin TX');
  });

  it.each([
    ['', ADDRESS_ERROR],
    ['   ', ADDRESS_ERROR],
    ['12 Main St; drop table', ADDRESS_ERROR],
    ['<script>alert(1)</script>', ADDRESS_ERROR],
    ['12 Main St 🏠', ADDRESS_ERROR],
    ['--- ,,, ###', ADDRESS_ERROR],
    [42, ADDRESS_ERROR],
    ['a'.repeat(301), ADDRESS_TOO_LONG],
  ])('rejects %j with %j', (address, message) => {
    expect(problemOf(address)).toBe(message);
  });

  it('allows exactly the maximum length', () => {
    expect(problemOf('a'.repeat(300))).toBeUndefined();
  });
});

describe('search input', () => {
  it('normalises whitespace and allows empty (everything)', () => {
    expect(searchInputSchema.parse('  main   st ')).toBe('main st');
    expect(searchInputSchema.parse('')).toBe('');
  });

  it('rejects an overlong search', () => {
    const result = searchInputSchema.safeParse('x'.repeat(201));
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(SEARCH_TOO_LONG);
  });
});
