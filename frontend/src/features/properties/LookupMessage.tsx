import { Group, Loader, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';

export const LOOKUP_MESSAGES = [
  'Finding your property details… Hang tight!',
  'Checking public records for this address…',
  'Gathering listing details and photos…',
  'Almost there…',
];
// The spec rotates the waiting message every 5 seconds.
export const ROTATE_EVERY_MS = 5000;

export function LookupMessage() {
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((current) => (current + 1) % LOOKUP_MESSAGES.length), ROTATE_EVERY_MS, {
    autoInvoke: true,
  });

  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {LOOKUP_MESSAGES[index]}
      </Text>
    </Group>
  );
}
