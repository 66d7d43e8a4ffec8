import { TextInput } from '@mantine/core';
import type { MaskedTextElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { applyMask, asText, maskDigits } from './input-format';

export const incompleteMessage = (mask: string) => `Use the format ${mask.replaceAll('0', 'x')}`;

/** Phone numbers: the buyer types digits, the field shows and stores them in the mask's shape. */
export function MaskedTextField({ element, path }: { element: MaskedTextElement; path: string }) {
  const form = useEditorForm();
  const value = applyMask(element.mask, asText(form.value(path)));
  const digits = value.replace(/\D/g, '').length;
  const incomplete = digits > 0 && digits < maskDigits(element.mask);
  return (
    <TextInput
      label={element.label}
      description={element.hint}
      required={!element.optional}
      placeholder={element.mask.replaceAll('0', 'x')}
      inputMode="tel"
      value={value}
      disabled={form.disabled(element, path)}
      error={form.errors[path] ?? (incomplete ? incompleteMessage(element.mask) : undefined)}
      onChange={(event) => form.change(path, applyMask(element.mask, event.currentTarget.value), 'on_blur')}
      onBlur={form.commit}
    />
  );
}
