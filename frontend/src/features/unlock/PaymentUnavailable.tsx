import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The payment dialog when no card can be taken: the reason, a reassurance, and a Pay button that cannot be used. */
export function PaymentUnavailable({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Stack gap="md">
      {children}
      <Text size="sm" c="dimmed">
        You have not been charged.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled>Pay $99</Button>
      </Group>
    </Stack>
  );
}
