import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LOADER_MESSAGES, nextRotationDelay } from './loader-messages';

/** Shown while the report is queued or being analyzed; the message changes at a random 2.5-4.5 s pace. */
export function AnalysisLoader() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % LOADER_MESSAGES.length),
      nextRotationDelay(),
    );
    return () => window.clearTimeout(timer);
  }, [index]);

  return (
    <Center py={64}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text fw={500}>{LOADER_MESSAGES[index]}</Text>
        <Text size="sm" c="dimmed">
          You can leave this page: we will e-mail you when the report is ready.
        </Text>
      </Stack>
    </Center>
  );
}
