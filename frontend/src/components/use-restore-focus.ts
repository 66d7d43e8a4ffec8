import { useLayoutEffect, useRef } from 'react';

// Longer than Mantine's modal exit transition (200 ms), by when its own focus return has run.
export const RESTORE_FOCUS_AFTER_MS = 300;

// Dialogs, menus and their items come and go; the focus should come back to the page control that opened them.
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

const onPage = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element !== document.body && element.closest(OVERLAY) === null;

// The last control on the page itself (not in an overlay) that had the focus: what a keyboard user opened a menu or
// dialog from. A menu item that opens a dialog closes with its menu, often before the dialog's effects run.
let lastFocusedOnPage: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    if (onPage(event.target as Element | null)) lastFocusedOnPage = event.target as HTMLElement;
  });

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Keeps a keyboard user's place across a chain of dialogs (tools -> schedule tour, tools -> unlock -> payment, a
 * menu item -> a dialog). Mantine hands the focus back to whatever opened each dialog, but when that was a button in
 * an earlier dialog of the chain or an item of a menu, it is gone and the focus falls to the page's body, so the
 * next Tab starts at the top of the page. While `open`, this remembers the page control the chain was opened from;
 * once nothing is open and the focus is lost, it goes back there.
 */
export function useRestoreFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the dialog's own effects move the focus into it.
  useLayoutEffect(() => {
    if (open) {
      if (!opener.current) {
        const active = document.activeElement;
        opener.current = onPage(active) ? active : lastFocusedOnPage;
      }
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
