import { Button, Group, Modal, Text } from '@mantine/core';

interface RemovePropertyModalProps {
  opened: boolean;
  removing: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function RemovePropertyModal({ opened, removing, onClose, onConfirm }: RemovePropertyModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Remove property" centered>
      <Text>
        You&apos;re about to delete the selected property. This will also remove any documents linked to this
        property.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={removing}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={removing}>
          Yes, I am sure
        </Button>
      </Group>
    </Modal>
  );
}
