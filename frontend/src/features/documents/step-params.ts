// The editors' place in the form lives in the address (`stepIndex`, `form`), so a reload or a shared link reopens the
// same step. Which step the address means is @homeward/document-definitions' resolveStep (bounded, in range, known key).
import type { Step } from '@homeward/document-definitions';

/** The address parameters of a step, keeping the others (the property id). */
export function stepParams(current: URLSearchParams, step: Step): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('stepIndex', String(step.stepIndex));
  next.set('form', step.form);
  return next;
}
