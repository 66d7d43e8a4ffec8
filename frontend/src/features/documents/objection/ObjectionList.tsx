import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatUsd, isoToUsDate, totalCredit } from '@homeward/document-definitions';
import { useState } from 'react';
import type { Objection } from '@api';
import { errorMessage } from '../../../app/api-client';
import { notifyError, notifySuccess } from '../../../components/notify';
import { zoneName } from '../deadlines/deadline-time';
import { objectionPdfPath, useDeleteObjection } from './objection-api';

const at = (objection: Objection, date: string) =>
  `${isoToUsDate(date)} at ${objection.time}${objection.time_zone ? ` ${zoneName(objection.time_zone)}` : ''}`;

/** The e-mail as one text to paste: subject line, blank line, body. */
export const emailText = (objection: Objection) =>
  `Subject: ${objection.email.subject}\n\n${objection.email.body}`;

interface SavedProps {
  objection: Objection;
  propertyId: string;
  /** Opens the objection in the editor. */
  onEdit: (objection: Objection) => void;
}

function SavedObjection({ objection, propertyId, onEdit }: SavedProps) {
  const remove = useDeleteObjection(propertyId);
  const [confirming, setConfirming] = useState(false);
  const credit = totalCredit(objection.items);
  const items = `${objection.items.length} item${objection.items.length === 1 ? '' : 's'}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      role="article"
      aria-label={`Objection sent on ${isoToUsDate(objection.sent_on)}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>Objection sent on {isoToUsDate(objection.sent_on)}</Text>
            {objection.updated_at && (
              <Text size="xs" c="dimmed">
                Edited {new Date(objection.updated_at).toLocaleString()}
              </Text>
            )}
            <Text size="sm">
              {items}
              {credit !== null ? `, ${formatUsd(credit)} credit asked` : ''}. Seller's response due{' '}
              {at(objection, objection.seller_response_due)}; resolution deadline{' '}
              {at(objection, objection.resolution_deadline)}.
            </Text>
          </Stack>
          <Group gap="xs">
            <Anchor href={objectionPdfPath(objection.id)} download size="sm">
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden /> Download PDF
              </Group>
            </Anchor>
            <Button size="xs" variant="light" onClick={() => onEdit(objection)}>
              Edit
            </Button>
            {confirming ? (
              <Button
                size="xs"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(objection.id, {
                    onSuccess: () => notifySuccess('Objection removed.'),
                    onError: (error) => notifyError(errorMessage(error)),
                  })
                }
              >
                Confirm delete
              </Button>
            ) : (
              <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </Group>
        </Group>
        <Paper withBorder p="sm" radius="sm" bg="gray.0" role="figure" aria-label="E-mail to the seller">
          <Text size="sm" fw={600}>
            Subject: {objection.email.subject}
          </Text>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {objection.email.body}
          </Text>
        </Paper>
        <Group justify="flex-end">
          <CopyButton value={emailText(objection)}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy e-mail'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The property's objections, newest first, each with its e-mail text to copy, its PDF, edit and delete. */
export function ObjectionList({
  objections,
  propertyId,
  onEdit,
}: {
  objections: Objection[];
  propertyId: string;
  onEdit: (objection: Objection) => void;
}) {
  if (objections.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="objections-title">
      <Title order={2} size="h4" id="objections-title">
        Your objections
      </Title>
      {objections.map((objection) => (
        <SavedObjection key={objection.id} objection={objection} propertyId={propertyId} onEdit={onEdit} />
      ))}
    </Stack>
  );
}
