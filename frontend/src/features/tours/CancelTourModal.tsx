import { Button, Group, Modal, Text } from '@mantine/core';
import type { Tour } from './tours-contract';

interface CancelTourModalProps {
  /** The tour to cancel, or null while the modal is closed. */
  tour: Tour | null;
  cancelling: boolean;
  onClose: () => void;
  onConfirm: (tour: Tour) => void;
}

export function CancelTourModal({ tour, cancelling, onClose, onConfirm }: CancelTourModalProps) {
  return (
    <Modal opened={tour !== null} onClose={onClose} title="Cancel tour" centered>
      <Text>
        You&apos;re about to cancel your tour
        {tour?.confirmed_slot ? ` on ${tour.confirmed_slot.label} (${tour.time_zone_label})` : ''}. The tour
        desk will be told.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={cancelling}>
          Keep tour
        </Button>
        <Button color="red" loading={cancelling} onClick={() => tour && onConfirm(tour)}>
          Yes, cancel tour
        </Button>
      </Group>
    </Modal>
  );
}
