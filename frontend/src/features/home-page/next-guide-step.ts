import type { PurchaseChecklist } from '@api';
import { isStepDone } from '../purchase-guide/checklist';
import type { GuideStage, GuideStep } from '../purchase-guide/stages';

export interface NextGuideStep {
  stage: GuideStage;
  /** 1-based, as the guide numbers its stages. */
  stageNumber: number;
  step: GuideStep;
}

/** The guide's first unticked step, in the guide's order; null once every step is ticked. */
export function nextGuideStep(
  checklist: PurchaseChecklist,
  stages: readonly GuideStage[],
): NextGuideStep | null {
  for (const [index, stage] of stages.entries()) {
    const step = stage.steps.find((candidate) => !isStepDone(checklist, stage.key, candidate.key));
    if (step) return { stage, stageNumber: index + 1, step };
  }
  return null;
}
