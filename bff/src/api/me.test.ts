import {
  CHECKLIST_MESSAGES,
  completeGuidedTourSchema,
  GUIDED_TOUR_OUTCOME_INVALID,
  formatPhone,
  PHONE_INVALID,
  PHONE_REQUIRED,
  splitFullName,
  updateChecklistSchema,
  updateProfileSchema,
} from './me';
import type { z } from 'zod';

function messages(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const valid = { first_name: ' Ann ', last_name: 'Lee', email: ' Ann@Example.com', phone: '(512) 555-0100' };

describe('settings form (spec: user settings)', () => {
  it('accepts a valid form and normalises it', () => {
    expect(updateProfileSchema.parse(valid)).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '(512) 555-0100',
    });
  });

  it('makes first and last name optional', () => {
    expect(updateProfileSchema.parse({ email: 'a@b.co', phone: '(512) 555-0100' })).toEqual({
      first_name: '',
      last_name: '',
      email: 'a@b.co',
      phone: '(512) 555-0100',
    });
  });

  it.each([undefined, '', '   '])('phone %p is required', (phone) => {
    expect(messages(updateProfileSchema.safeParse({ ...valid, phone }))).toEqual([PHONE_REQUIRED]);
    expect(PHONE_REQUIRED).toBe('Phone number is required');
  });

  it.each([
    '512-555-0100',
    '(512) 555-010',
    '(512)555-0100',
    '+1 (512) 555-0100',
    '(abc) def-ghij',
    '55501001',
  ])('phone %p is not in the mask', (phone) => {
    expect(messages(updateProfileSchema.safeParse({ ...valid, phone }))).toEqual([PHONE_INVALID]);
    expect(PHONE_INVALID).toBe('Enter a valid phone number');
  });

  it('stores ten bare digits in the mask', () => {
    expect(updateProfileSchema.parse({ ...valid, phone: '5125550100' }).phone).toBe('(512) 555-0100');
    expect(formatPhone('512555010')).toBe('512555010');
  });

  it.each(['', 'nope', 'a@', undefined])('email %p is "Invalid email"', (email) => {
    expect(messages(updateProfileSchema.safeParse({ ...valid, email }))).toEqual(['Invalid email']);
  });

  it('limits the name parts', () => {
    expect(messages(updateProfileSchema.safeParse({ ...valid, first_name: 'x'.repeat(101) }))).toEqual([
      'First name must contain at most 100 characters',
    ]);
    expect(messages(updateProfileSchema.safeParse({ ...valid, last_name: 7 }))).toEqual([
      'Last name must be text',
    ]);
  });

  it.each([
    ['Ann Lee', 'Ann', 'Lee'],
    ['Mary Ann Lee', 'Mary', 'Ann Lee'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('splits %p on the first space', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ first_name: first, last_name: last });
  });
});

describe('purchase checklist', () => {
  it('accepts group -> step -> boolean', () => {
    const purchase_checklist = { budget: { credit_score: true, down_payment: false }, closing: {} };
    expect(updateChecklistSchema.parse({ purchase_checklist })).toEqual({ purchase_checklist });
  });

  it.each([
    [{}, CHECKLIST_MESSAGES.required],
    [{ purchase_checklist: [] }, CHECKLIST_MESSAGES.required],
    [{ purchase_checklist: { Budget: {} } }, CHECKLIST_MESSAGES.key],
    [{ purchase_checklist: { budget: { 'step-1': true } } }, CHECKLIST_MESSAGES.key],
    [{ purchase_checklist: { ['x'.repeat(65)]: {} } }, CHECKLIST_MESSAGES.key],
    [{ purchase_checklist: { budget: { step: 'yes' } } }, CHECKLIST_MESSAGES.step],
    [{ purchase_checklist: { budget: true } }, CHECKLIST_MESSAGES.group],
  ])('%j is refused: %s', (input, message) => {
    expect(messages(updateChecklistSchema.safeParse(input))).toContain(message);
  });

  it('never lets a __proto__ key reach a prototype', () => {
    const parsed = updateChecklistSchema.parse(
      JSON.parse('{"purchase_checklist": {"__proto__": {"a": true}}}'),
    );
    expect(Object.getPrototypeOf(parsed.purchase_checklist)).toBe(Object.prototype);
    expect(Object.keys(parsed.purchase_checklist)).toEqual([]);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it('allows 30 groups of 50 steps and no more', () => {
    const steps = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${i}`, true]));
    const groups = (n: number, size: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`g${i}`, steps(size)]));
    expect(updateChecklistSchema.safeParse({ purchase_checklist: groups(30, 50) }).success).toBe(true);
    expect(messages(updateChecklistSchema.safeParse({ purchase_checklist: groups(31, 1) }))).toEqual([
      'The checklist can have at most 30 groups',
    ]);
    expect(messages(updateChecklistSchema.safeParse({ purchase_checklist: groups(1, 51) }))).toEqual([
      'A checklist group can have at most 50 steps',
    ]);
  });
});

describe('guided tour outcome', () => {
  it.each(['finished', 'skipped', 'closed'])('accepts %p', (outcome) => {
    expect(completeGuidedTourSchema.parse({ outcome })).toEqual({ outcome });
  });

  it.each([undefined, '', 'done', 'Skipped', 1])('refuses %p with one clear message', (outcome) => {
    expect(messages(completeGuidedTourSchema.safeParse({ outcome }))).toEqual([GUIDED_TOUR_OUTCOME_INVALID]);
  });
});
