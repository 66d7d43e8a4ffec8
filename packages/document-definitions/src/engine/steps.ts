// The editor's steps: one per section key, the `stepIndex` and `form` query parameters, and the left menu, where
// consecutive sections with the same display name share one entry (the purchase agreement's ten names over eleven
// keys).
import type { DocumentDefinition } from '../types';

export interface Step {
  stepIndex: number;
  form: string;
}

export interface MenuEntry {
  title: string;
  /** The section keys under this entry, in step order. */
  keys: string[];
  /** The step the entry opens (its first key's). */
  stepIndex: number;
}

export const stepCount = (def: DocumentDefinition) => def.sections.length;

const stepAt = (def: DocumentDefinition, stepIndex: number): Step => ({
  stepIndex,
  form: def.sections[stepIndex]!.key,
});

/**
 * The step the query asks for. A known `form` key wins (it names the section); otherwise a `stepIndex` that is a
 * whole number in range; otherwise the first step (property details), as for a missing or malformed parameter.
 */
export function resolveStep(
  def: DocumentDefinition,
  query: { stepIndex?: string | number | null; form?: string | null },
): Step {
  const byForm = def.sections.findIndex((section) => section.key === query.form);
  if (byForm >= 0) return stepAt(def, byForm);
  const raw = query.stepIndex;
  const index =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(index) && index >= 0 && index < stepCount(def)
    ? stepAt(def, index)
    : stepAt(def, 0);
}

/** Next step, bounded by the last. */
export const nextStep = (def: DocumentDefinition, stepIndex: number): Step =>
  stepAt(def, Math.min(Math.max(stepIndex + 1, 0), stepCount(def) - 1));

/** Previous step, bounded by the first. */
export const previousStep = (def: DocumentDefinition, stepIndex: number): Step =>
  stepAt(def, Math.max(Math.min(stepIndex - 1, stepCount(def) - 1), 0));

export const isLastStep = (def: DocumentDefinition, stepIndex: number) => stepIndex === stepCount(def) - 1;

export function menuOf(def: DocumentDefinition): MenuEntry[] {
  const entries: MenuEntry[] = [];
  def.sections.forEach((section, stepIndex) => {
    const last = entries.at(-1);
    if (last && last.title === section.title) last.keys.push(section.key);
    else entries.push({ title: section.title, keys: [section.key], stepIndex });
  });
  return entries;
}
