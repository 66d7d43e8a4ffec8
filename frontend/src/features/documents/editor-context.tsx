import { createContext, useContext } from 'react';
import type { DateElement, Element, Json, RepeatState } from '@homeward/document-definitions';

/**
 * What an element component needs from the editor: the value at its path, whether the rules show / disable it, and
 * how to change it. `change(..., 'now')` saves at once (selections); `'on_blur'` waits for `commit()` (typed
 * fields save when the buyer leaves them).
 */
export interface EditorForm {
  value: (path: string) => Json | undefined;
  /** The element is shown for this data (visibleWhen of the element; `path` is the concrete one in a repeat). */
  visible: (element: Element, path?: string) => boolean;
  /** Disabled by a rule (disabledWhen, a forced value, 'I don't know yet', an address from the property). */
  disabled: (element: Element, path: string) => boolean;
  change: (path: string, value: Json, save: 'now' | 'on_blur') => void;
  commit: () => void;
  /** A repeating group (buyers, sellers) as the rules show it: how many items, which are removable, can one be added. */
  repeat: (field: string) => RepeatState | undefined;
  addItem: (field: string) => void;
  removeItem: (field: string, index: number) => void;
  /** The property the document is about (the repairs field looks for its inspection report). */
  propertyId: string;
  /** The sample property: everything is shown, nothing is saved. */
  readOnly: boolean;
  /** Problems the server or the rules found, by concrete path. */
  errors: Readonly<Record<string, string>>;
  today: () => Date;
  /** A date before today is accepted here (the date of Acceptance; the agreement's dates once it is recorded). */
  pastAllowed: (element: DateElement) => boolean;
  /** The property's two-letter state, upper-cased ('' when unknown): state-specific hints read it. */
  propertyState: string;
}

const EditorFormContext = createContext<EditorForm | null>(null);

export const EditorFormProvider = EditorFormContext.Provider;

export function useEditorForm(): EditorForm {
  const form = useContext(EditorFormContext);
  if (!form) throw new Error('useEditorForm outside an editor');
  return form;
}
