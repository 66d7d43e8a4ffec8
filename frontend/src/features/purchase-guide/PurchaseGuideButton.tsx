import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListCheck } from '@tabler/icons-react';
import classes from './PurchaseGuideButton.module.css';
import { PurchaseGuideModal } from './PurchaseGuideModal';

export function PurchaseGuideButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {/* On a phone only the icon shows, so the header's buttons fit beside the logo; the name stays. */}
      <Button
        variant="light"
        leftSection={<IconListCheck size={18} aria-hidden />}
        onClick={open}
        aria-label="Purchase guide"
        classNames={{ root: classes.root, section: classes.section }}
      >
        <span className={classes.label}>Purchase guide</span>
      </Button>
      <PurchaseGuideModal opened={opened} onClose={close} />
    </>
  );
}
