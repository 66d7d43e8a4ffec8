import { titleSchema, TITLE_MAX_LENGTH } from './tour';

describe('a tour title', () => {
  it('is trimmed', () => {
    expect(titleSchema.parse('  First  ')).toBe('First');
  });

  it('is required', () => {
    expect(titleSchema.safeParse('   ').error?.issues[0]?.message).toBe('Enter a title');
  });

  it(`has at most ${TITLE_MAX_LENGTH} characters`, () => {
    expect(titleSchema.safeParse('x'.repeat(TITLE_MAX_LENGTH)).success).toBe(true);
    expect(titleSchema.safeParse('x'.repeat(TITLE_MAX_LENGTH + 1)).success).toBe(false);
  });
});
