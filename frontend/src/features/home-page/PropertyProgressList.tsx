import { Badge, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCircle, IconCircleCheck, IconClockHour4, IconLock } from '@tabler/icons-react';
import type { ProgressKey, ProgressState, ProgressStep } from './property-progress';

const STATE_LOOK: Record<ProgressState, { label: string; color: string; Icon: typeof IconCircle }> = {
  done: { label: 'Done', color: 'teal', Icon: IconCircleCheck },
  started: { label: 'In progress', color: 'yellow', Icon: IconClockHour4 },
  todo: { label: 'To do', color: 'blue', Icon: IconCircle },
  unavailable: { label: 'Not yet available', color: 'gray', Icon: IconLock },
};

interface PropertyProgressListProps {
  steps: readonly ProgressStep[];
  /** The step to mark as next, if any. */
  nextKey?: ProgressKey;
}

/** The five steps of buying one home, each with its state in words (never colour alone). */
export function PropertyProgressList({ steps, nextKey }: PropertyProgressListProps) {
  return (
    <List spacing={6} size="sm" listStyleType="none" p={0} aria-label="Progress">
      {steps.map((step) => {
        const look = STATE_LOOK[step.state];
        return (
          <List.Item
            key={step.key}
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" color={look.color} aria-hidden>
                <look.Icon size={14} />
              </ThemeIcon>
            }
          >
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600} span>
                {step.label}
              </Text>
              <Text size="sm" c="dimmed" span>
                {look.label}: {step.detail}
              </Text>
              {step.key === nextKey && (
                <Badge size="sm" variant="filled" color="blue">
                  Next
                </Badge>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
