import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';

interface StepFooterProps {
  index: number;
  total: number;
  /** Sections the buyer has completed, for 'Your progress'. */
  completed: number;
  onPrevious: () => void;
  onNext: () => void;
  onFinalize: () => void;
  busy: boolean;
  readOnly: boolean;
}

/** The bottom bar: Previous step, Next step ('Finalize document' on the last one) and 'Your progress' n/total. */
export function StepFooter({
  index,
  total,
  completed,
  onPrevious,
  onNext,
  onFinalize,
  busy,
  readOnly,
}: StepFooterProps) {
  const last = index >= total - 1;
  return (
    <Paper
      component="footer"
      withBorder
      radius={0}
      px="md"
      py="sm"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 10 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={onPrevious} disabled={index === 0}>
          Previous step
        </Button>
        <Stack gap={2} w={240} role="group" aria-label="Your progress">
          <Group justify="space-between">
            <Text size="sm">Your progress</Text>
            <Text size="sm" fw={600}>
              {completed}/{total}
            </Text>
          </Group>
          <Progress value={total === 0 ? 0 : (completed / total) * 100} aria-hidden />
        </Stack>
        {last ? (
          <Button onClick={onFinalize} disabled={busy || readOnly}>
            Finalize document
          </Button>
        ) : (
          <Button onClick={onNext}>Next step</Button>
        )}
      </Group>
    </Paper>
  );
}
