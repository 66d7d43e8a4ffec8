import { ActionIcon, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { RepeatElement } from '@homeward/document-definitions';
import { itemPath } from '../data-paths';
import { useEditorForm } from '../editor-context';
import { ElementView } from './ElementView';

/** A title with its remove-section button; the first `fixedItems` sections have none. */
export function SectionTitle(props: { title: string; removable: boolean; onRemove: () => void }) {
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
            onClick={props.onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export function AddSectionButton(props: { label: string; onAdd: () => void }) {
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd}>
        {props.label}
      </Button>
    </Group>
  );
}

/** Buyers and sellers: one titled section per item, removable after the first `fixedItems`, then 'Add ...'. */
export function RepeatGroup({ element }: { element: RepeatElement }) {
  const form = useEditorForm();
  const state = form.repeat(element.field);
  const count = state?.itemCount ?? element.fixedItems;
  return (
    <Stack gap="lg">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap="sm" role="group" aria-label={`${element.itemTitle} ${index + 1}`}>
          <SectionTitle
            title={`${element.itemTitle} ${index + 1}`}
            removable={state?.removable.includes(index) ?? false}
            onRemove={() => form.removeItem(element.field, index)}
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
      {state?.canAdd && (
        <AddSectionButton label={element.addLabel} onAdd={() => form.addItem(element.field)} />
      )}
    </Stack>
  );
}
