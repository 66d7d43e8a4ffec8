import { Alert, Button, Group, Loader, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatUsd, repairRequest, type RepairRequestKind } from '@homeward/document-definitions';
import type { HomeInspection } from '../../home-inspection/home-inspection-contract';
import { useRequestFindings } from './repair-findings';

export const REPAIR_IMPORT_TITLE = 'Import repairs from the inspection report';

const KINDS: { value: RepairRequestKind; label: string }[] = [
  { value: 'repair', label: 'Request repairs' },
  { value: 'credit', label: 'Request a credit' },
];

interface RepairRequestModalProps {
  opened: boolean;
  report: HomeInspection;
  /** The field already holds text, which the import replaces. */
  replaces: boolean;
  onClose: () => void;
  onInsert: (text: string) => void;
}

/**
 * The report's critical and major findings as a repair or credit request: the buyer chooses which, sees the text that
 * goes into the agreement, and inserts it.
 */
export function RepairRequestModal({ opened, report, replaces, onClose, onInsert }: RepairRequestModalProps) {
  const [kind, setKind] = useState<RepairRequestKind>('repair');
  const findings = useRequestFindings(report.id, opened);
  const request = findings.data ? repairRequest(findings.data, kind) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={REPAIR_IMPORT_TITLE}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          The critical and major findings of {report.file_name}, with the cost estimates of the analysis. Ask
          the seller to repair them before settlement, or to credit you their cost.
        </Text>
        <SegmentedControl
          aria-label="Request"
          data={KINDS}
          value={kind}
          onChange={(value) => setKind(value as RepairRequestKind)}
        />
        {findings.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Gathering the cost estimates...</Text>
          </Group>
        )}
        {findings.isError && (
          <Alert color="red" title="Error">
            The inspection report's findings could not be loaded. Please try again.
          </Alert>
        )}
        {request && !request.text && (
          <Text size="sm">The report lists no critical or major findings to ask the seller about.</Text>
        )}
        {request?.text && (
          <>
            {kind === 'credit' && request.creditAmount !== null && (
              <Text size="sm">
                The credit asked for is the sum of the estimates' upper ends,{' '}
                {formatUsd(request.creditAmount)}; you can lower it in the field.
              </Text>
            )}
            <Paper withBorder p="sm" radius="sm" role="figure" aria-label="Text to insert">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {request.text}
              </Text>
            </Paper>
            {replaces && (
              <Alert color="yellow" variant="light">
                This replaces what the repairs field holds now.
              </Alert>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!request?.text} onClick={() => request?.text && onInsert(request.text)}>
            Insert into the agreement
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
