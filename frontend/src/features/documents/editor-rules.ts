// The editor's reading of @homeward/document-definitions' rules engine for one version of the data: which elements show, which
// are disabled, and how far each section is. The server applies the same engine to what it stores.
import {
  applyRules,
  fieldStates,
  holds,
  progress,
  repeatStates,
  type DocumentData,
  type DocumentDefinition,
  type Element,
  type FieldState,
  type Progress,
  type RepeatState,
  type RulesContext,
  type SectionStatus,
} from '@homeward/document-definitions';
import type { SectionState } from './StepMenu';

export interface EditorRules {
  fields: FieldState[];
  repeat: (field: string) => RepeatState | undefined;
  visible: (element: Element, path?: string) => boolean;
  disabled: (element: Element, path: string) => boolean;
  progress: Progress;
  sectionState: (key: string) => SectionState;
}

const MARKER: Record<SectionStatus, SectionState> = {
  complete: 'complete',
  started: 'in_progress',
  empty: 'not_started',
};

export function editorRules(def: DocumentDefinition, data: DocumentData): EditorRules {
  const fields = fieldStates(def, data);
  const byPath = new Map(fields.map((state) => [state.path, state]));
  const repeats = new Map(repeatStates(def, data).map((state) => [state.field, state]));
  const done = progress(def, data);
  const statusOf = new Map(done.sections.map((section) => [section.key, MARKER[section.status]]));

  return {
    fields,
    repeat: (field) => repeats.get(field),
    visible: (element, path) => {
      if (element.kind === 'repeat') return repeats.get(element.field)?.visible ?? true;
      const state = path ? byPath.get(path) : undefined;
      if (state) return state.visible;
      return !element.visibleWhen || holds(def, data, element.visibleWhen);
    },
    disabled: (element, path) => {
      if (element.kind === 'repeat') return repeats.get(element.field)?.disabled ?? false;
      return byPath.get(path)?.disabled ?? false;
    },
    progress: done,
    sectionState: (key) => statusOf.get(key) ?? 'not_started',
  };
}

/** The data after the rules: forced values set, hidden values cleared, the address taken from the property. */
export const normalise = (def: DocumentDefinition, data: DocumentData, context: RulesContext): DocumentData =>
  applyRules(def, data, context).data;
