import { useCallback, useRef } from 'react';
import type { DocumentData } from '@homeward/document-definitions';

/**
 * Saves the form data one request at a time, and only when it differs from what was last saved: a blur on a field
 * the buyer did not change sends nothing. `flush()` resolves once everything asked for so far is saved (Preview and
 * Complete wait for it). A failed save is reported by `save` and retried by the next flush. `save` answers the data
 * as the server kept it (forced values set, others dropped), which then counts as saved.
 */
export function useAutosave(save: (data: DocumentData) => Promise<DocumentData>) {
  const saved = useRef<string | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const saveRef = useRef(save);
  saveRef.current = save;

  /** What the draft held when it was loaded (or switched to): no save is needed for it. */
  const markSaved = useCallback((data: DocumentData) => {
    saved.current = JSON.stringify(data);
  }, []);

  const flush = useCallback((data: DocumentData): Promise<void> => {
    chain.current = chain.current.then(async () => {
      const snapshot = JSON.stringify(data);
      if (snapshot === saved.current) return;
      try {
        saved.current = JSON.stringify(await saveRef.current(data));
      } catch {
        // `save` has told the buyer; the data stays unsaved so the next flush tries again.
      }
    });
    return chain.current;
  }, []);

  return { flush, markSaved };
}
