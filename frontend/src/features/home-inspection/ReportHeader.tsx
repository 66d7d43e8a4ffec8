import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription, IconUpload } from '@tabler/icons-react';
import type { HomeInspection } from './home-inspection-contract';
import { formatDate } from './severity-format';

interface ReportHeaderProps {
  address: string;
  inspection: HomeInspection;
  /** Shown only when the analysis has a summary to show. */
  onShowSummary: (() => void) | null;
  /** Shown only while the property still has an upload left. */
  onUploadAnother: (() => void) | null;
}

export function ReportHeader({ address, inspection, onShowSummary, onUploadAnother }: ReportHeaderProps) {
  const when = inspection.analyzed_at ?? inspection.created_at;
  return (
    // On a phone the buttons go below the address rather than squeezing it into a narrow column.
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Home inspection report
        </Text>
        <Title order={1} size="h2">
          {address}
        </Title>
        <Text size="sm" c="dimmed">
          {inspection.file_name} · {inspection.analyzed_at ? 'analyzed' : 'uploaded'} {formatDate(when)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="wrap">
        {onUploadAnother && (
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={onUploadAnother}>
            Upload a new report
          </Button>
        )}
        {onShowSummary && (
          <Button leftSection={<IconFileDescription size={16} />} onClick={onShowSummary}>
            Report Summary
          </Button>
        )}
      </Group>
    </Group>
  );
}
