import { Textarea } from '@mantine/core';
import type { TextareaElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { asText } from './input-format';

export function TextareaField({ element, path }: { element: TextareaElement; path: string }) {
  const form = useEditorForm();
  return (
    <Textarea
      label={element.label}
      description={element.hint}
      required={!element.optional}
      maxLength={element.maxLength}
      rows={4}
      resize="vertical"
      value={asText(form.value(path))}
      disabled={form.disabled(element, path)}
      error={form.errors[path]}
      onChange={(event) => form.change(path, event.currentTarget.value, 'on_blur')}
      onBlur={form.commit}
    />
  );
}
