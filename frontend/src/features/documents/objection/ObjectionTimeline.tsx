import { Anchor, Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ContractDeadline, ObjectionDeadline } from '@api';
import { contractDeadlinesCalendarPath, useContractDeadlines } from '../deadlines/contract-deadlines-api';
import { daysLeftText, deadlineStatus, deadlineTime, usDate } from '../deadlines/deadline-time';
import { objectionPagePath } from './objection-api';

// The deadline helpers read only the date, time, zone and whether it applies, which a step has as a deadline does.
const asDeadline = (step: ObjectionDeadline) => step as unknown as ContractDeadline;

function StepItem({ step, now }: { step: ObjectionDeadline; now: Date }) {
  const status = deadlineStatus(asDeadline(step), now);
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{step.label}</Text>
        {status.kind === 'passed' && <Badge color="gray">passed</Badge>}
        {status.kind === 'upcoming' && (
          <Badge color={status.daysLeft <= 3 ? 'red' : 'blue'}>{daysLeftText(status.daysLeft)}</Badge>
        )}
      </Group>
      {step.date && (
        <Text size="sm">
          {usDate(step.date)} at {deadlineTime(asDeadline(step))}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {step.basis}
      </Text>
    </Stack>
  );
}

/**
 * The property's timeline after the agreement's deadlines: the latest due-diligence objection sent, the seller's
 * response due and the resolution deadline. Nothing until an objection is written. The calendar file holds these
 * steps too; without a completed agreement (whose panel offers it) it is offered here.
 */
export function ObjectionTimeline({ propertyId }: { propertyId: string }) {
  const { data } = useContractDeadlines(propertyId);
  const steps = data?.objection_id ? (data.objection_deadlines ?? []) : [];
  if (steps.length === 0) return null;
  const now = new Date();
  const active = steps.reduce(
    (last, step, index) => (deadlineStatus(asDeadline(step), now).kind === 'passed' ? index : last),
    -1,
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="objection-timeline-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id="objection-timeline-title">
            Due diligence objection
          </Title>
          <Group gap="md">
            {!data?.purchase_agreement_id && (
              <Anchor href={contractDeadlinesCalendarPath(propertyId)} download size="sm">
                <Group gap={4} component="span">
                  <IconCalendarDown size={16} aria-hidden /> Add to calendar (.ics)
                </Group>
              </Anchor>
            )}
            <Anchor component={Link} to={objectionPagePath(propertyId)} size="sm">
              Open the objection
            </Anchor>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          Counted in calendar days (weekends and holidays count); each step ends at{' '}
          {deadlineTime(asDeadline(steps[0]!))} on its date.
        </Text>
        <Timeline active={active} bulletSize={14} lineWidth={2}>
          {steps.map((step) => (
            <Timeline.Item key={step.key}>
              <StepItem step={step} now={now} />
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
