import type { PurchaseChecklist } from '@api';
import type { GuideStage } from './stages';

export function isStepDone(checklist: PurchaseChecklist, stage: string, step: string): boolean {
  return checklist[stage]?.[step] === true;
}

/**
 * The checklist with one step ticked or unticked, as a new object (the old one is the query cache's). An unticked
 * step is dropped rather than stored as false, and so is a stage left empty, so the saved map holds only ticks.
 * Keys the guide no longer shows are kept: they are the user's data, not ours to drop.
 */
export function withStep(
  checklist: PurchaseChecklist,
  stage: string,
  step: string,
  done: boolean,
): PurchaseChecklist {
  const steps = { ...checklist[stage] };
  if (done) steps[step] = true;
  else delete steps[step];
  const next = { ...checklist };
  if (Object.keys(steps).length > 0) next[stage] = steps;
  else delete next[stage];
  return next;
}

export interface StageProgress {
  done: number;
  total: number;
}

export function stageProgress(checklist: PurchaseChecklist, stage: GuideStage): StageProgress {
  const done = stage.steps.filter((step) => isStepDone(checklist, stage.key, step.key)).length;
  return { done, total: stage.steps.length };
}
