import { ActionIcon, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Json, RepeatElement } from '@homeward/documents';
import { itemPath } from '../data-paths';
import { useEditorForm } from '../editor-context';
import { ElementView } from './ElementView';

/** A title with its remove-section button; the first `fixedItems` sections have none. */
export function SectionTitle(props: {
  title: string;
  removable: boolean;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <Group justify="space-between">
      <Title order={3} size="h5">
        {props.title}
      </Title>
      {props.removable && (
        <Tooltip label={`Remove ${props.title}`}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${props.title}`}
            disabled={props.disabled}
            onClick={props.onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export function AddSectionButton(props: { label: string; disabled: boolean; onAdd: () => void }) {
  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={props.disabled}
        onClick={props.onAdd}
      >
        {props.label}
      </Button>
    </Group>
  );
}

/** Buyers and sellers: one titled section per item, removable after the first `fixedItems`, then 'Add ...'. */
export function RepeatGroup({ element }: { element: RepeatElement }) {
  const form = useEditorForm();
  const stored = form.value(element.field);
  const items = Array.isArray(stored) ? stored : [];
  const disabled = form.disabled(element, element.field);
  // The form always shows the fixed sections, even before the data has them.
  const count = Math.max(items.length, element.fixedItems);
  const remove = (index: number) =>
    form.change(
      element.field,
      items.filter((_, at) => at !== index),
      'now',
    );
  const add = () => {
    const padded: Json[] = Array.from({ length: count }, (_, at) => items[at] ?? {});
    form.change(element.field, [...padded, {}], 'now');
  };
  return (
    <Stack gap="lg">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap="sm" role="group" aria-label={`${element.itemTitle} ${index + 1}`}>
          <SectionTitle
            title={`${element.itemTitle} ${index + 1}`}
            removable={index >= element.fixedItems}
            disabled={disabled}
            onRemove={() => remove(index)}
          />
          {element.elements.map((child) => (
            <ElementView
              key={child.field}
              element={child}
              path={itemPath(element.field, index, child.field)}
            />
          ))}
        </Stack>
      ))}
      {count < element.maxItems && (
        <AddSectionButton label={element.addLabel} disabled={disabled} onAdd={add} />
      )}
    </Stack>
  );
}
