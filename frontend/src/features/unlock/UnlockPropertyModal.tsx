import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

// The spec's unlock dialog lists exactly these.
export const UNLOCKED_TOOLS = ['Purchase agreement', 'Home inspection report', 'More Tools Coming Soon'];

interface UnlockPropertyModalProps {
  opened: boolean;
  onClose: () => void;
  onContinue: () => void;
}

export function UnlockPropertyModal({ opened, onClose, onContinue }: UnlockPropertyModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Unlock this property" centered>
      <Stack gap="md">
        <Text>
          A one-time payment of $99 unlocks every document for this property. Once unlocked, the property
          stays in your list for good.
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          {UNLOCKED_TOOLS.map((tool) => (
            <List.Item key={tool}>{tool}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onContinue}>Unlock for $99</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
