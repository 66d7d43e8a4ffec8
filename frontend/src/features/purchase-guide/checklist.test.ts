import { describe, expect, it } from 'vitest';
import { isStepDone, stageProgress, withStep } from './checklist';
import { PURCHASE_GUIDE_STAGES } from './stages';

describe('checklist state', () => {
  it('ticks a step without touching the map it was given', () => {
    const before = { budget: { review_finances: true } };
    const after = withStep(before, 'budget', 'save_down_payment', true);
    expect(after).toEqual({ budget: { review_finances: true, save_down_payment: true } });
    expect(before).toEqual({ budget: { review_finances: true } });
  });

  it('drops an unticked step and a stage left empty', () => {
    const ticked = { budget: { review_finances: true }, closing: { bring_id: true } };
    expect(withStep(ticked, 'budget', 'review_finances', false)).toEqual({ closing: { bring_id: true } });
  });

  it('keeps ticks of steps the guide no longer shows', () => {
    const old = { retired_stage: { retired_step: true } };
    expect(withStep(old, 'budget', 'review_finances', true)).toEqual({
      retired_stage: { retired_step: true },
      budget: { review_finances: true },
    });
  });

  it('reads a step as done only when it is true', () => {
    const checklist = { budget: { review_finances: true, save_down_payment: false } };
    expect(isStepDone(checklist, 'budget', 'review_finances')).toBe(true);
    expect(isStepDone(checklist, 'budget', 'save_down_payment')).toBe(false);
    expect(isStepDone(checklist, 'move_in', 'change_locks')).toBe(false);
  });

  it("counts a stage's ticked steps", () => {
    const budget = PURCHASE_GUIDE_STAGES[0]!;
    const checklist = { budget: { review_finances: true, set_price_range: true, not_a_step: true } };
    expect(stageProgress(checklist, budget)).toEqual({ done: 2, total: budget.steps.length });
  });
});

describe('purchase guide content', () => {
  const KEY = /^[a-z0-9_]{1,64}$/;

  it('has the 15 stages in the order of the spec (home insurance added before the walkthrough)', () => {
    expect(PURCHASE_GUIDE_STAGES.map((stage) => stage.key)).toEqual([
      'budget',
      'mortgage_options',
      'location',
      'house_hunting',
      'offer_letter',
      'purchase_agreement',
      'negotiate',
      'inspection',
      'appraisal',
      'financing',
      'title_insurance',
      'home_insurance',
      'final_walkthrough',
      'closing',
      'move_in',
    ]);
  });

  it('uses keys the BFF accepts, unique within their scope, and stays within its limits', () => {
    const stageKeys = PURCHASE_GUIDE_STAGES.map((stage) => stage.key);
    expect(new Set(stageKeys).size).toBe(stageKeys.length);
    expect(stageKeys.length).toBeLessThanOrEqual(30);
    for (const stage of PURCHASE_GUIDE_STAGES) {
      expect(stage.key).toMatch(KEY);
      const stepKeys = stage.steps.map((step) => step.key);
      expect(stepKeys.length).toBeGreaterThan(0);
      expect(stepKeys.length).toBeLessThanOrEqual(50);
      expect(new Set(stepKeys).size).toBe(stepKeys.length);
      stepKeys.forEach((key) => expect(key).toMatch(KEY));
    }
  });

  it("gives the spec's advice", () => {
    const text = PURCHASE_GUIDE_STAGES.map(
      (stage) => `${stage.advice ?? ''} ${stage.steps.map((s) => s.label).join(' ')}`,
    ).join(' ');
    for (const advice of ['620+', '3-20%', '2-5%', '$300-$500', '$300-$600']) expect(text).toContain(advice);
  });
});
