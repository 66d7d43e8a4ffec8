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
      // Steps aside for the waiting modal during the lookup, keeping what was typed in case the lookup fails.
      opened={opened && !busy}
      keepMounted
      onClose={onClose}
      title="Add a property"
      // It hands over to the preview modal; two 'Add Property' dialogs must not overlap while this one fades.
      transitionProps={{ exitDuration: 0 }}
    >
      <AddPropertyForm busy={busy} onSubmit={onSubmit} onCancel={onClose} />
    </Modal>
  );
}
