import 'driver.js/dist/driver.css';
import './guided-tour.css';
import { useEffect } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { useCompleteGuidedTour } from './guided-tour-api';
import { findTourTargets } from './guided-tour-steps';
import { runGuidedTour } from './run-guided-tour';

/**
 * The spec's three-step guided tour, part of the main layout: for a buyer who has not ended it yet, it waits until
 * a page shows all three targets (schedule, offer letter, documents), runs once, and its end is remembered by the
 * server (GET /api/me's guided_tour_done), so it never runs again for that user, in any browser.
 */
export function GuidedTour() {
  const { data: user } = useCurrentUser();
  const { mutate: complete } = useCompleteGuidedTour();
  const pending = user !== undefined && user !== null && !user.guided_tour_done;

  useEffect(() => {
    if (!pending) return;
    let running: { stop: () => void } | null = null;
    const startWhenReady = () => {
      if (running) return;
      const targets = findTourTargets(document);
      if (!targets) return;
      observer.disconnect();
      running = runGuidedTour(targets, (outcome) => complete(outcome));
    };
    // Pages render their parts as their data arrives: look again whenever the DOM changes.
    const observer = new MutationObserver(startWhenReady);
    observer.observe(document.body, { childList: true, subtree: true });
    startWhenReady();
    return () => {
      observer.disconnect();
      running?.stop();
    };
  }, [pending, complete]);

  return null;
}
