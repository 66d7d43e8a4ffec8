import { Checkbox } from '@mantine/core';
import type { CheckboxElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';

export function CheckboxField({ element, path }: { element: CheckboxElement; path: string }) {
  const form = useEditorForm();
  return (
    <Checkbox
      label={element.label}
      description={element.hint}
      checked={form.value(path) === true}
      disabled={form.disabled(element, path)}
      error={form.errors[path]}
      onChange={(event) => form.change(path, event.currentTarget.checked, 'now')}
    />
  );
}
