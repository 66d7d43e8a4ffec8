import { TextInput } from '@mantine/core';
import type { TextElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { asText } from './input-format';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_MESSAGE = 'Enter a valid e-mail address';

export function TextField({ element, path }: { element: TextElement; path: string }) {
  const form = useEditorForm();
  const value = asText(form.value(path));
  const badEmail = element.format === 'email' && value !== '' && !EMAIL.test(value);
  return (
    <TextInput
      label={element.label}
      description={element.hint}
      required={!element.optional}
      maxLength={element.maxLength}
      type={element.format === 'email' ? 'email' : 'text'}
      value={value}
      disabled={form.disabled(element, path)}
      error={form.errors[path] ?? (badEmail ? EMAIL_MESSAGE : undefined)}
      onChange={(event) => form.change(path, event.currentTarget.value, 'on_blur')}
      onBlur={form.commit}
    />
  );
}
