import { useCallback, useEffect, useRef } from 'react';

// Runs an action after a delay unless the component has unmounted by then (so a late redirect cannot yank the
// user away from a page they have since moved to).
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((id) => window.clearTimeout(id));
      pending.clear();
    };
  }, []);
  return useCallback((action: () => void, delayMs: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      action();
    }, delayMs);
    timers.current.add(id);
  }, []);
}
