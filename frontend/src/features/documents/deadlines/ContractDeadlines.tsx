import { Anchor, Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import type { ContractDeadline } from '@api';
import { ApiError } from '../../../app/api-client';
import { contractDeadlinesCalendarPath, useContractDeadlines } from './contract-deadlines-api';
import { daysLeftText, deadlineStatus, deadlineTime, usDate, type DeadlineStatus } from './deadline-time';

/** What an undated deadline counted from Acceptance says: how it gets its date. */
export const AWAITING_ACCEPTANCE =
  'Dated once the seller accepts: enter the date of Acceptance in the agreement and finish it again.';

/** A deadline counted from Acceptance (`14 days after Acceptance`), not a date the agreement names. */
const countedFromAcceptance = (deadline: ContractDeadline) => deadline.basis.includes('after Acceptance');

function StatusBadge({ status }: { status: DeadlineStatus }) {
  if (status.kind === 'passed') return <Badge color="gray">passed</Badge>;
  if (status.kind === 'undated') return null;
  return <Badge color={status.daysLeft <= 3 ? 'red' : 'blue'}>{daysLeftText(status.daysLeft)}</Badge>;
}

function DeadlineItem({ deadline, status }: { deadline: ContractDeadline; status: DeadlineStatus }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{deadline.label}</Text>
        <StatusBadge status={status} />
      </Group>
      {!deadline.applies ? (
        <Text size="sm" c="dimmed">
          Not applicable in this agreement
        </Text>
      ) : deadline.date ? (
        <Text size="sm">
          {usDate(deadline.date)} at {deadlineTime(deadline)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {countedFromAcceptance(deadline) ? AWAITING_ACCEPTANCE : 'Date not set'}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {deadline.basis}
      </Text>
    </Stack>
  );
}

/**
 * The deadlines that protect the buyer, from the property's latest completed purchase agreement, as a timeline with
 * the days left and a calendar download. Nothing until an agreement is completed.
 */
export function ContractDeadlines({ propertyId }: { propertyId: string }) {
  const { data, error } = useContractDeadlines(propertyId);
  if (error) {
    // A 404 is a property the page itself reports as missing; anything else gets a quiet line, not a broken page.
    if (error instanceof ApiError && error.isNotFound) return null;
    return (
      <Text size="sm" c="dimmed">
        The contract deadlines could not be loaded.
      </Text>
    );
  }
  if (!data?.purchase_agreement_id) return null;

  const now = new Date();
  const statuses = data.deadlines.map((deadline) => deadlineStatus(deadline, now));
  // The timeline is lit up to the last deadline already passed.
  const active = statuses.reduce((last, status, index) => (status.kind === 'passed' ? index : last), -1);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contract-deadlines-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id="contract-deadlines-title">
              Contract deadlines
            </Title>
            <Text size="sm" c="dimmed">
              From your completed purchase agreement. Miss one and you may lose the protection it gives you.
            </Text>
            {data.deadlines[0] && (
              <Text size="sm" c="dimmed">
                Counted in calendar days from Acceptance (weekends and holidays count); each ends at{' '}
                {deadlineTime(data.deadlines[0])} on its date.
              </Text>
            )}
          </Stack>
          <Anchor href={contractDeadlinesCalendarPath(propertyId)} download size="sm">
            <Group gap={4} component="span">
              <IconCalendarDown size={16} aria-hidden /> Add to calendar (.ics)
            </Group>
          </Anchor>
        </Group>
        <Timeline active={active} bulletSize={14} lineWidth={2}>
          {data.deadlines.map((deadline, index) => (
            <Timeline.Item key={deadline.key}>
              <DeadlineItem deadline={deadline} status={statuses[index]!} />
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
