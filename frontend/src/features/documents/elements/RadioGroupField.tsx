import { Group, Radio } from '@mantine/core';
import type { SelectElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { optionKey, optionValue } from './input-format';

export function RadioGroupField({ element, path }: { element: SelectElement; path: string }) {
  const form = useEditorForm();
  const disabled = form.disabled(element, path);
  return (
    <Radio.Group
      label={element.label}
      description={element.hint}
      required={!element.optional}
      value={optionKey(form.value(path))}
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
  );
}
