import { Modal } from '@mantine/core';
import { AddPropertyForm } from './AddPropertyForm';

interface AddPropertyModalProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (address: string) => void;
}

export function AddPropertyModal({ opened, busy, onClose, onSubmit }: AddPropertyModalProps) {
  return (
    <Modal
      // Stays open under the waiting modal during the lookup, so what was typed is still there if it fails.
      opened={opened}
      onClose={onClose}
      title="Add a property"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      // It hands over to the preview modal; two 'Add Property' dialogs must not overlap while this one fades.
      transitionProps={{ exitDuration: 0 }}
    >
      <AddPropertyForm busy={busy} onSubmit={onSubmit} onCancel={onClose} />
    </Modal>
  );
}
