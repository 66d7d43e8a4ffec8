import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { TRANSFER_TAX_NOTES, type TransferTaxElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { asText, optionKey, optionValue } from './input-format';

export const OTHER_PAYER = 'other';

/** Who pays the transfer tax; the explanation box appears for 'Other' (the rules clear it otherwise). */
export function TransferTaxField({ element, path }: { element: TransferTaxElement; path: string }) {
  const form = useEditorForm();
  const disabled = form.disabled(element, path);
  const payer = optionKey(form.value(path));
  // Where sources disagree on who customarily pays, the state's default stands with a short note (DOMAIN.md).
  const note = TRANSFER_TAX_NOTES[form.propertyState];
  return (
    <Stack gap="xs">
      <Radio.Group
        label={element.label}
        description={element.hint}
        required={!element.optional}
        value={payer}
        error={form.errors[path]}
        onChange={(next) => form.change(path, optionValue(element.options, next), 'now')}
      >
        <Group mt="xs">
          {element.options.map((option) => (
            <Radio
              key={optionKey(option.value)}
              value={optionKey(option.value)}
              label={option.label}
              disabled={disabled}
            />
          ))}
        </Group>
      </Radio.Group>
      {note && (
        <Text size="sm" c="dimmed" role="note" aria-label="Transfer tax note">
          {note}
        </Text>
      )}
      {payer.toLowerCase() === OTHER_PAYER && (
        <Textarea
          label="Specify"
          rows={3}
          resize="vertical"
          value={asText(form.value(element.otherField))}
          disabled={disabled}
          error={form.errors[element.otherField]}
          onChange={(event) => form.change(element.otherField, event.currentTarget.value, 'on_blur')}
          onBlur={form.commit}
        />
      )}
    </Stack>
  );
}
