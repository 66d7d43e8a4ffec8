import { Checkbox } from '@mantine/core';
import type { DontKnowElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';

export const NOT_AVAILABLE_HINT = "The document will show 'Not Available' until you know.";

/** 'I don't know yet': while checked, the fields it names are disabled (the document shows 'Not Available'). */
export function DontKnowField({ element, path }: { element: DontKnowElement; path: string }) {
  const form = useEditorForm();
  const checked = form.value(path) === true;
  return (
    <Checkbox
      label={element.label}
      description={checked ? NOT_AVAILABLE_HINT : element.hint}
      checked={checked}
      disabled={form.disabled(element, path)}
      onChange={(event) => form.change(path, event.currentTarget.checked, 'now')}
    />
  );
}
