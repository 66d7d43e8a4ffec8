import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListCheck } from '@tabler/icons-react';
import { PurchaseGuideModal } from './PurchaseGuideModal';

export function PurchaseGuideButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconListCheck size={18} />} onClick={open}>
        Purchase guide
      </Button>
      <PurchaseGuideModal opened={opened} onClose={close} />
    </>
  );
}
