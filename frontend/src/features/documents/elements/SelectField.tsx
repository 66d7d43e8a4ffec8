import { Select } from '@mantine/core';
import type { SelectElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { optionKey, optionValue } from './input-format';

export function SelectField({ element, path }: { element: SelectElement; path: string }) {
  const form = useEditorForm();
  const key = optionKey(form.value(path));
  return (
    <Select
      label={element.label}
      description={element.hint}
      required={!element.optional}
      data={element.options.map((option) => ({ value: optionKey(option.value), label: option.label }))}
      value={key === '' ? null : key}
      disabled={form.disabled(element, path)}
      error={form.errors[path]}
      allowDeselect={false}
      onChange={(next) => next !== null && form.change(path, optionValue(element.options, next), 'now')}
    />
  );
}
