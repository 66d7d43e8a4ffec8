import { Modal } from '@mantine/core';
import { LookupMessage } from './LookupMessage';

/** Shown while the address is looked up (the spec's waiting modal); it cannot be dismissed, the lookup is one call. */
export function LookupWaitingModal({ opened }: { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Looking up your property"
      transitionProps={{ exitDuration: 0 }}
    >
      {opened && <LookupMessage />}
    </Modal>
  );
}
