// Whether a condition holds for a document's data.
import type { Condition, DocumentDefinition, DocumentData } from '../types';
import { getPath, isEmpty } from './paths';

/** The property's two-letter state, upper-cased ('' when not known). */
export const stateOf = (def: DocumentDefinition, data: DocumentData): string => {
  const state = getPath(data, def.statePath);
  return typeof state === 'string' ? state.trim().toUpperCase() : '';
};

export function holds(def: DocumentDefinition, data: DocumentData, condition: Condition): boolean {
  switch (condition.kind) {
    case 'state_in':
      return condition.states.includes(stateOf(def, data));
    case 'equals':
      return getPath(data, condition.field) === condition.value;
    case 'not_equals':
      return getPath(data, condition.field) !== condition.value;
    case 'includes': {
      const list = getPath(data, condition.field);
      return Array.isArray(list) && list.includes(condition.value);
    }
    case 'not_empty':
      return !isEmpty(getPath(data, condition.field));
    case 'all':
      return condition.conditions.every((each) => holds(def, data, each));
    case 'any':
      return condition.conditions.some((each) => holds(def, data, each));
    case 'not':
      return !holds(def, data, condition.condition);
  }
}

/** Whether an element (a card, a divider, a field) is shown: its own `visibleWhen`, if any. */
export const elementVisible = (
  def: DocumentDefinition,
  data: DocumentData,
  element: { visibleWhen?: Condition },
): boolean => !element.visibleWhen || holds(def, data, element.visibleWhen);
