import { useLayoutEffect, useRef } from 'react';

// Longer than Mantine's modal exit transition (200 ms), by when its own focus return has run.
export const RESTORE_FOCUS_AFTER_MS = 300;

/** What the focus should come back to: a menu item that opened a dialog closes with its menu, so its menu's button. */
function openerOf(active: HTMLElement): HTMLElement {
  const menu = active.closest('[role="menu"]');
  const trigger = menu?.id
    ? [...document.querySelectorAll('[aria-controls]')].find(
        (element) => element.getAttribute('aria-controls') === menu.id,
      )
    : undefined;
  return trigger instanceof HTMLElement ? trigger : active;
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Keeps a keyboard user's place across a chain of dialogs (tools -> schedule tour, tools -> unlock -> payment).
 * Mantine hands the focus back to whatever opened each dialog, but when that was a button in an earlier dialog of the
 * chain (or an item of a menu, which closes), the button is gone and the focus falls to the page's body, so the next
 * Tab starts at the top of the page.
 * While `open`, this remembers what had the focus when the chain began; once nothing is open and the focus is lost,
 * it goes back there.
 */
export function useRestoreFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the dialog's own effects move the focus into it.
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      if (!opener.current && active instanceof HTMLElement && active !== document.body)
        opener.current = openerOf(active);
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const timer = window.setTimeout(() => {
      if (focusIsLost() && target.isConnected) target.focus();
    }, RESTORE_FOCUS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
}
