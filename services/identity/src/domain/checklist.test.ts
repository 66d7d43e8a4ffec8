import { CHECKLIST_MESSAGES, checklistProblem, MAX_CHECKLIST_GROUPS, MAX_CHECKLIST_STEPS } from './checklist';

const many = (count: number, value: unknown) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`key_${index}`, value]));

describe('purchase checklist rules', () => {
  it('accepts keyed groups of keyed steps, and an empty checklist', () => {
    expect(checklistProblem({ credit_score: { check_620: true, dispute_errors: false } })).toBeUndefined();
    expect(checklistProblem({})).toBeUndefined();
    expect(checklistProblem({ empty_group: {} })).toBeUndefined();
  });

  it.each(['Credit', 'credit score', 'credit-score', '', 'x'.repeat(65), 'ümlaut'])(
    'refuses the key %j as a group and as a step',
    (key) => {
      expect(checklistProblem({ [key]: { step: true } })).toBe(CHECKLIST_MESSAGES.badKey);
      expect(checklistProblem({ group: { [key]: true } })).toBe(CHECKLIST_MESSAGES.badKey);
    },
  );

  it('accepts a 64-character key', () => {
    expect(checklistProblem({ ['a'.repeat(64)]: { ['b'.repeat(64)]: true } })).toBeUndefined();
  });

  it(`allows ${MAX_CHECKLIST_GROUPS} groups of ${MAX_CHECKLIST_STEPS} steps, not more`, () => {
    expect(
      checklistProblem(many(MAX_CHECKLIST_GROUPS, many(MAX_CHECKLIST_STEPS, true)) as never),
    ).toBeUndefined();
    expect(checklistProblem(many(MAX_CHECKLIST_GROUPS + 1, {}) as never)).toBe(
      CHECKLIST_MESSAGES.tooManyGroups,
    );
    expect(checklistProblem({ group: many(MAX_CHECKLIST_STEPS + 1, true) as never })).toBe(
      CHECKLIST_MESSAGES.tooManySteps,
    );
  });
});
