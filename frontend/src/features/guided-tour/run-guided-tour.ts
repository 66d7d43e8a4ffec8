import type { GuidedTourOutcome } from '@api';
import { driver, type Driver } from 'driver.js';
import { GUIDED_TOUR_BUTTONS, GUIDED_TOUR_STEPS } from './guided-tour-steps';

export const SKIP_BUTTON_CLASS = 'homeward-tour-skip';

/**
 * Runs the three steps over `targets` (in step order) with driver.js: Back, 'Next Step', 'Get Started!' on the last
 * step, a Skip button and the close button; Escape and arrow keys work and Tab stays inside the popover (driver.js),
 * which takes the focus. `onEnd` is called exactly once, when the buyer finishes, skips or closes it (Escape and a
 * click on the dimmed page are closing too). `stop()` takes the tour down without reporting an end (the page went
 * away under it), so it runs again another time.
 */
export function runGuidedTour(
  targets: readonly Element[],
  onEnd: (outcome: GuidedTourOutcome) => void,
): { stop: () => void } {
  let ended = false;
  const end = (outcome: GuidedTourOutcome) => {
    if (ended) return;
    ended = true;
    tour.destroy();
    onEnd(outcome);
  };
  const tour: Driver = driver({
    steps: GUIDED_TOUR_STEPS.map((step, index) => ({
      element: targets[index],
      popover: { title: step.title, description: step.description, side: 'bottom', align: 'start' },
    })),
    showProgress: true,
    progressText: 'Step {{current}} of {{total}}',
    prevBtnText: GUIDED_TOUR_BUTTONS.back,
    nextBtnText: GUIDED_TOUR_BUTTONS.next,
    doneBtnText: GUIDED_TOUR_BUTTONS.done,
    popoverClass: 'homeward-tour',
    // The highlight glides between steps unless the buyer asked their system for less motion.
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    // The highlighted buttons would navigate away mid-tour; they are shown, not used, until it ends.
    disableActiveInteraction: true,
    stagePadding: 6,
    stageRadius: 8,
    onHighlighted: (element) => {
      // driver.js marks the highlighted element as opening the popover (aria-haspopup, -expanded, -controls); on a
      // plain section those attributes are not allowed (WCAG 4.1.2), and it opens nothing anyway.
      if (element && !element.matches('button, a[href], [role="button"]'))
        for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) element.removeAttribute(name);
    },
    onDoneClick: () => end('finished'),
    // Every other way out (close button, Escape, a click on the overlay) asks to destroy first.
    onDestroyStarted: () => end('closed'),
    onPopoverRender: (popover) => {
      const skip = document.createElement('button');
      skip.type = 'button';
      skip.className = `driver-popover-footer-btn ${SKIP_BUTTON_CLASS}`;
      skip.textContent = GUIDED_TOUR_BUTTONS.skip;
      skip.addEventListener('click', () => end('skipped'));
      popover.footerButtons.prepend(skip);
      popover.closeButton.setAttribute('aria-label', 'Close the guided tour');
    },
  });
  tour.drive();
  return {
    stop: () => {
      ended = true;
      if (tour.isActive()) tour.destroy();
    },
  };
}
