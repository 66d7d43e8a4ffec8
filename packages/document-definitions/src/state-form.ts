// Homeward follows a state-approved purchase form only for Utah (the REPC). Everywhere else the buyer is told, in the
// editor before finishing and on every page of the PDF, that the state may require its own form: the same words in
// both places.
import { US_STATES } from './enumerations';

export const STATE_FORM_TITLE = 'A state form may be required';

/** True outside Utah, and for a property whose state is unknown. */
export const needsStateForm = (state: string | null | undefined): boolean =>
  (state ?? '').trim().toUpperCase() !== 'UT';

/** 'New York'; 'Your state' when the state is unknown. */
export function stateNameOf(state: string | null | undefined): string {
  const code = (state ?? '').trim().toUpperCase();
  return US_STATES.find((option) => option.value === code)?.label ?? 'Your state';
}

/** The full note: page 1 of the PDF, and the editor before the buyer finalises. */
export const stateFormNotice = (stateName: string): string =>
  `Homeward provides a state-approved template only for Utah. ${stateName} may require, or its buyers and sellers ` +
  'customarily use, a state-approved or association purchase form, and its law may require terms or disclosures ' +
  'this general agreement does not contain. Check with a real estate attorney licensed in ' +
  `${stateName === 'Your state' ? 'your state' : stateName} before you rely on it.`;
