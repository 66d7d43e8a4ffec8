import { Checkbox, SimpleGrid } from '@mantine/core';
import type { CheckboxGroupElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { optionKey } from './input-format';

export function CheckboxGroupField({ element, path }: { element: CheckboxGroupElement; path: string }) {
  const form = useEditorForm();
  const stored = form.value(path);
  const selected = Array.isArray(stored) ? stored.map(optionKey) : [];
  const disabled = form.disabled(element, path);
  return (
    <Checkbox.Group
      label={element.label}
      description={element.hint}
      value={selected}
      error={form.errors[path]}
      onChange={(next) => form.change(path, next, 'now')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {element.options.map((option) => (
          <Checkbox
            key={optionKey(option.value)}
            value={optionKey(option.value)}
            label={option.label}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
