// The purchase guide's ticks, as a user's browser saves them. The stages and steps themselves live in the UI; the
// service only bounds what one account may store.
import { z } from 'zod';

export const CHECKLIST_KEY = /^[a-z0-9_]{1,64}$/;
export const MAX_CHECKLIST_GROUPS = 30;
export const MAX_CHECKLIST_STEPS = 50;

export const CHECKLIST_MESSAGES = {
  badKey: 'Checklist keys must be 1 to 64 lowercase letters, digits or underscores',
  tooManyGroups: `A checklist has at most ${MAX_CHECKLIST_GROUPS} groups`,
  tooManySteps: `A checklist group has at most ${MAX_CHECKLIST_STEPS} steps`,
} as const;

export type ChecklistValue = Record<string, Record<string, boolean>>;

/** The first rule the checklist breaks, or undefined when it may be stored. */
export function checklistProblem(checklist: ChecklistValue): string | undefined {
  const groups = Object.entries(checklist);
  if (groups.length > MAX_CHECKLIST_GROUPS) return CHECKLIST_MESSAGES.tooManyGroups;
  for (const [group, steps] of groups) {
    if (!CHECKLIST_KEY.test(group)) return CHECKLIST_MESSAGES.badKey;
    const keys = Object.keys(steps);
    if (keys.length > MAX_CHECKLIST_STEPS) return CHECKLIST_MESSAGES.tooManySteps;
    if (!keys.every((step) => CHECKLIST_KEY.test(step))) return CHECKLIST_MESSAGES.badKey;
  }
  return undefined;
}

// One field violation for the whole checklist: the UI saves it in the background and only logs a refusal.
export const checklistRules = z
  .record(z.string(), z.record(z.string(), z.boolean()))
  .superRefine((checklist, context) => {
    const problem = checklistProblem(checklist);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
