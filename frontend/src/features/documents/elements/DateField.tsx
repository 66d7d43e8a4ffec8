import { TextInput } from '@mantine/core';
import type { DateElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { EXPIRATION_MESSAGES, isBeforeToday, maskUsDate, parseUsDate } from '../offer-expiration';
import { asText } from './input-format';

/** A date as MM/DD/YYYY; the spec's date pickers allow no date before today, unless the element allows it. */
export function dateError(value: string, today: Date, pastAllowed = false): string | undefined {
  if (value === '') return undefined;
  if (!parseUsDate(value)) return EXPIRATION_MESSAGES.dateFormat;
  return !pastAllowed && isBeforeToday(value, today) ? EXPIRATION_MESSAGES.datePast : undefined;
}

export function DateField({ element, path }: { element: DateElement; path: string }) {
  const form = useEditorForm();
  const value = asText(form.value(path));
  // A half-typed date is not an error while the buyer is still typing it.
  const complete = value.length === 10;
  return (
    <TextInput
      label={element.label}
      description={element.hint}
      required={!element.optional}
      placeholder="MM/DD/YYYY"
      inputMode="numeric"
      value={value}
      disabled={form.disabled(element, path)}
      error={
        form.errors[path] ??
        (complete ? dateError(value, form.today(), form.pastAllowed(element)) : undefined)
      }
      onChange={(event) => form.change(path, maskUsDate(event.currentTarget.value), 'on_blur')}
      onBlur={form.commit}
    />
  );
}
