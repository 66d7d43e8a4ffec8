import { Alert } from '@mantine/core';
import {
  STATE_FORM_TITLE,
  needsStateForm,
  stateFormNotice,
  stateNameOf,
} from '@homeward/document-definitions';

/** Outside Utah the agreement is a general one: the buyer reads that a state form may be required while editing and
 * again before finalising, in the words the PDF prints on its first page. Nothing in Utah. */
export function StateFormNotice({ state }: { state: string | null | undefined }) {
  if (!needsStateForm(state)) return null;
  return (
    <Alert color="yellow" variant="light" title={STATE_FORM_TITLE} role="note" aria-label={STATE_FORM_TITLE}>
      {stateFormNotice(stateNameOf(state))}
    </Alert>
  );
}
