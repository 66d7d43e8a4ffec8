import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/** After a 202: the report is heavy or the queue is long, so the buyer is told when it is done instead of waiting. */
export function LongAnalysisScreen({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon variant="light" size={48} radius="xl">
        <IconClockHour4 size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>Your report is uploaded and in line for analysis.</Text>
      <Text size="sm">
        This one will take a while: the analysis can take up to 24 hours. You do not need to keep this page
        open. We will send you an e-mail and a notice here in the app as soon as your report is ready.
      </Text>
      <Button onClick={onClose}>Got it</Button>
    </Stack>
  );
}
