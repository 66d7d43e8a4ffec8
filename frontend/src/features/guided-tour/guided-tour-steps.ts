// The guided tour's three steps (spec: main layout). Each target is an element marked `data-guided-tour="<name>"`;
// the tour runs only on a page that has all three (the property page: see README.md).

export const GUIDED_TOUR_TARGETS = {
  schedule: 'schedule',
  offerLetter: 'offer-letter',
  documents: 'documents',
} as const;

export const targetSelector = (name: string) => `[data-guided-tour="${name}"]`;

export interface GuidedTourStep {
  target: string;
  title: string;
  description: string;
}

export const GUIDED_TOUR_STEPS: readonly GuidedTourStep[] = [
  {
    target: GUIDED_TOUR_TARGETS.schedule,
    title: 'Schedule a tour',
    description:
      'Once a property is listed, pick up to three times that suit you. An agent will contact you to confirm one.',
  },
  {
    target: GUIDED_TOUR_TARGETS.offerLetter,
    title: 'Write an offer letter',
    description: 'Make an offer with a free, guided offer letter. Your answers are saved as you go.',
  },
  {
    target: GUIDED_TOUR_TARGETS.documents,
    title: 'Your documents',
    description:
      'Offer letters and purchase agreements you write for this property are kept here, ready to download as PDF.',
  },
];

export const GUIDED_TOUR_BUTTONS = {
  skip: 'Skip',
  back: 'Back',
  next: 'Next Step',
  done: 'Get Started!',
} as const;

/** The three targets, in step order, or null when any is missing from the page (then the tour does not run). */
export function findTourTargets(root: ParentNode): Element[] | null {
  const found = GUIDED_TOUR_STEPS.map((step) => root.querySelector(targetSelector(step.target)));
  return found.every((element): element is Element => element !== null) ? found : null;
}
