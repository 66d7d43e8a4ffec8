// The left menu's progress markers: per section, how many of its required, visible, enabled questions are answered.
// The offer expiration modal is asked at 'Finalize document', so it does not count towards a section.
import type { DocumentData, DocumentDefinition } from '../types';
import { fieldStates, type FieldState } from './fields';
import { getPath, isEmpty } from './paths';

export type SectionStatus = 'complete' | 'started' | 'empty';

export interface SectionProgress {
  key: string;
  title: string;
  answered: number;
  total: number;
  /** Complete when nothing required is missing (a section of optional questions only is complete). */
  status: SectionStatus;
}

export interface Progress {
  sections: SectionProgress[];
  completedSections: number;
  totalSections: number;
}

/** A second buyer or seller is optional; once any of their fields is filled, their required fields count. */
function counts(data: DocumentData, state: FieldState): boolean {
  if (!state.repeat || state.repeat.index === 0) return true;
  const item = getPath(data, `${state.repeat.field}.${state.repeat.index}`);
  return item !== null && typeof item === 'object' && Object.values(item).some((value) => !isEmpty(value));
}

export function progress(def: DocumentDefinition, data: DocumentData): Progress {
  const states = fieldStates(def, data).filter(
    (state) =>
      state.visible &&
      !state.inModal &&
      !state.notAvailable &&
      !state.element.optional &&
      counts(data, state),
  );
  const sections = def.sections.map((section): SectionProgress => {
    const own = states.filter((state) => state.sectionKey === section.key);
    const answered = own.filter((state) => !isEmpty(getPath(data, state.path))).length;
    const status: SectionStatus = answered === own.length ? 'complete' : answered > 0 ? 'started' : 'empty';
    return { key: section.key, title: section.title, answered, total: own.length, status };
  });
  return {
    sections,
    completedSections: sections.filter((section) => section.status === 'complete').length,
    totalSections: sections.length,
  };
}
