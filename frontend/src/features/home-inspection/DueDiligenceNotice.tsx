import { Alert } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { useContractDeadlines } from '../documents/deadlines/contract-deadlines-api';
import { daysLeftText, deadlineStatus, deadlineTime, usDate } from '../documents/deadlines/deadline-time';

/**
 * Repairs and credits are asked for before due diligence ends, so the report says when that is once a purchase
 * agreement of the property is completed. Nothing without one, or when the agreement gives no date to count.
 */
export function DueDiligenceNotice({ propertyId }: { propertyId: string }) {
  const { data } = useContractDeadlines(propertyId);
  const deadline = data?.purchase_agreement_id
    ? data.deadlines.find((candidate) => candidate.key === 'due_diligence')
    : undefined;
  if (!deadline?.date) return null;
  const status = deadlineStatus(deadline, new Date());
  if (status.kind === 'undated') return null;

  const when = `${usDate(deadline.date)} at ${deadlineTime(deadline)}`;
  return status.kind === 'passed' ? (
    <Alert color="gray" icon={<IconCalendarDue size={18} />} title="Due diligence has ended">
      Due diligence ended {when}: the contract's time to ask for repairs or credits has passed.
    </Alert>
  ) : (
    <Alert color={status.daysLeft <= 3 ? 'red' : 'blue'} icon={<IconCalendarDue size={18} />}>
      Due diligence ends {when} ({daysLeftText(status.daysLeft)}): ask for repairs or credits before then.
    </Alert>
  );
}
