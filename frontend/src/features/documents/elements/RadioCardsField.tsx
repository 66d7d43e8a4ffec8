import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SelectElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { optionKey, optionValue } from './input-format';

/** A choice shown as large cards (payment method, financing type). */
export function RadioCardsField({ element, path }: { element: SelectElement; path: string }) {
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
      <SimpleGrid cols={{ base: 1, sm: Math.min(element.options.length, 3) }} mt="xs">
        {element.options.map((option) => (
          <Radio.Card
            key={optionKey(option.value)}
            value={optionKey(option.value)}
            disabled={disabled}
            radius="md"
            p="md"
            aria-label={option.label}
          >
            <Group wrap="nowrap" align="center">
              <Radio.Indicator />
              <Stack gap={0}>
                <Text fw={600}>{option.label}</Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
