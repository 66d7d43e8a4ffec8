// Applying a definition's rules to a draft: forced values (FHA/VA forces the finance contingency), the property's
// address over the locked fields, and clearing the values of hidden fields, repeated until nothing changes (a forced
// value can show or hide other fields).
import type { DocumentData, DocumentDefinition, Json, PropertyAddressPart } from '../types';
import { TRANSFER_TAX_PRESET_TEXT } from '../transfer-tax';
import { stateOf } from './evaluate';
import { fieldStates, type FieldState } from './fields';
import { getPath, isEmpty, setPath, unsetPath } from './paths';

/** What the server knows besides the draft: the property's address fills and locks the address fields. */
export interface RulesContext {
  propertyAddress?: Partial<Record<PropertyAddressPart, string | null>>;
  /**
   * The draft before this change. A field this change reveals (e.g. the home warranty's maximum cost once a warranty
   * is included) starts from its default value when it is empty.
   */
  previous?: DocumentData;
}

export interface RulesResult {
  data: DocumentData;
  /** Every hidden field's concrete path (their values are cleared). */
  hiddenFields: string[];
  /** Every disabled field's concrete path (forced, filled from the property, or under 'I don't know yet'). */
  disabledFields: string[];
}

/** The concrete paths of the fields shown for `data`. */
export function visibleFields(def: DocumentDefinition, data: DocumentData): string[] {
  return unique(
    fieldStates(def, data)
      .filter((state) => state.visible)
      .map((state) => state.path),
  );
}

const MAX_PASSES = 10;

/** The value a field starts from when a change reveals it: its default, or the state's transfer tax preset text. */
function revealedDefault(def: DocumentDefinition, data: DocumentData, state: FieldState): Json | undefined {
  if (state.part === 'other') return TRANSFER_TAX_PRESET_TEXT[stateOf(def, data)];
  return state.element.defaultValue;
}

export function applyRules(
  def: DocumentDefinition,
  data: DocumentData,
  context: RulesContext = {},
): RulesResult {
  const result = structuredClone(data);
  const shownBefore = context.previous ? new Set(visibleFields(def, context.previous)) : undefined;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const states = fieldStates(def, result);
    let changed = false;
    const write = (path: string, value: Json) => {
      if (JSON.stringify(getPath(result, path)) === JSON.stringify(value)) return;
      setPath(result, path, value);
      changed = true;
    };
    for (const state of states) {
      const part = state.part === 'value' ? state.element.fromProperty : undefined;
      const fromProperty = part ? context.propertyAddress?.[part] : undefined;
      if (fromProperty !== undefined) write(state.path, fromProperty);
      if (state.visible && state.forced !== undefined) write(state.path, state.forced);
      const revealed = shownBefore && state.visible && !shownBefore.has(state.path);
      const startValue = revealed ? revealedDefault(def, result, state) : undefined;
      if (startValue !== undefined && isEmpty(getPath(result, state.path))) write(state.path, startValue);
    }
    // A path some visible element shows is kept even if another element with the same path is hidden.
    const shown = new Set(states.filter((state) => state.visible).map((state) => state.path));
    for (const state of states) if (!shown.has(state.path) && unsetPath(result, state.path)) changed = true;
    if (!changed) {
      return {
        data: result,
        hiddenFields: unique(states.filter((state) => !shown.has(state.path)).map((state) => state.path)),
        disabledFields: unique(states.filter((state) => state.disabled).map((state) => state.path)),
      };
    }
  }
  throw new Error(
    `The rules of the ${def.name} do not settle: a forced value and a visibility rule disagree`,
  );
}

const unique = (paths: string[]) => [...new Set(paths)];
