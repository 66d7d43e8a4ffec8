import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadAllPages } from '../app/lazy-page';

// jsdom lacks the layout APIs Mantine asks for; inert stand-ins are enough for behaviour tests.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver });
}

// jsdom lays nothing out, so Mantine's focus trap finds no visible element to focus in an open modal and warns with the
// whole DOM node (hundreds of lines per modal). Focus trapping is checked in Chromium (accessibility.e2e.test.ts).
const FOCUS_TRAP_LAYOUT_WARNING = '[@mantine/hooks/use-focus-trap] Failed to find focusable element';
/* eslint-disable no-console -- the test run's own console, filtered of one known message */
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FOCUS_TRAP_LAYOUT_WARNING)) return;
  warn(...args);
};
/* eslint-enable no-console */

// A findBy/waitFor waits up to 5 s, not Testing Library's 1 s: a whole route rendered in jsdom (router, queries,
// Mantine) took over a second under the full suite's load on 2 cores, and the test failed for load, not behaviour.
// Nothing here proves an absence by waiting for a timeout, so a longer bound only costs time when a test fails.
configure({ asyncUtilTimeout: 5_000 });

// Route tests wait for a page's text for a few seconds at most; compiling a lazy page on its first render (seconds on a busy
// machine) is not what they test. The pages the test file's router declared are loaded first (none if it has none).
beforeAll(() => preloadAllPages(), 60_000);

afterEach(() => {
  cleanup();
  // Mantine's notification store is global: without this, one test's notices (and its queue limit) leak into the next.
  notifications.clean();
  notifications.cleanQueue();
});
