/** How the three-step guided tour ended; any of them means it is not shown to that user again. */
export const GUIDED_TOUR_OUTCOMES = ['finished', 'skipped', 'closed'] as const;
export type GuidedTourOutcome = (typeof GUIDED_TOUR_OUTCOMES)[number];

export const GUIDED_TOUR_MESSAGES = {
  outcomeRequired: 'Say how the guided tour ended: finished, skipped or closed',
} as const;
