// Short constructors for the definitions' conditions, so a rule reads like the spec's sentence.
import type { Condition, FieldPath } from './types';

export const stateIn = (...states: string[]): Condition => ({ kind: 'state_in', states });
export const equals = (field: FieldPath, value: string | number | boolean): Condition => ({
  kind: 'equals',
  field,
  value,
});
export const notEquals = (field: FieldPath, value: string | number | boolean): Condition => ({
  kind: 'not_equals',
  field,
  value,
});
export const includes = (field: FieldPath, value: string): Condition => ({ kind: 'includes', field, value });
export const notEmpty = (field: FieldPath): Condition => ({ kind: 'not_empty', field });
export const all = (...conditions: Condition[]): Condition => ({ kind: 'all', conditions });
export const any = (...conditions: Condition[]): Condition => ({ kind: 'any', conditions });
export const not = (condition: Condition): Condition => ({ kind: 'not', condition });
