// The editors' place in the form lives in the address (`stepIndex`, `form`), so a reload or a shared link reopens the
// same step. The spec: stepIndex defaults to 0 and must be in range; `form` is a section key, by default the first
// (property details).

export interface StepSection {
  key: string;
}

export interface ResolvedStep {
  index: number;
  key: string;
}

/** A whole number written plainly ("2", not "2.5", "1e1" or " 2"), else null. */
function parseIndex(raw: string | null): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Which step the address names. A known `form` key wins (it names the section itself); else an in-range stepIndex;
 * anything else (unknown key, index out of range or not a number) falls back to the first step.
 */
export function resolveStep(sections: readonly StepSection[], params: URLSearchParams): ResolvedStep {
  const byKey = sections.findIndex((section) => section.key === params.get('form'));
  if (byKey >= 0) return { index: byKey, key: sections[byKey]!.key };
  const index = parseIndex(params.get('stepIndex'));
  if (index !== null && index < sections.length) return { index, key: sections[index]!.key };
  return { index: 0, key: sections[0]?.key ?? '' };
}

/** The step `delta` away from `index`, kept inside the form (Previous on the first step stays there). */
export function boundedStep(sections: readonly StepSection[], index: number, delta: number): number {
  return Math.min(Math.max(index + delta, 0), Math.max(sections.length - 1, 0));
}

/** The address parameters of a step, keeping the others (the property id). */
export function stepParams(
  current: URLSearchParams,
  sections: readonly StepSection[],
  index: number,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('stepIndex', String(index));
  next.set('form', sections[index]?.key ?? '');
  return next;
}
