import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { StructuredData } from './home-inspection-contract';
import { usePdfDownload } from './use-pdf-download';

interface ReportSummaryModalProps {
  inspectionId: string;
  summary: StructuredData;
  pdfFileName: string;
  opened: boolean;
  onClose: () => void;
}

function Section({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None noted.
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function ReportSummaryModal({
  inspectionId,
  summary,
  pdfFileName,
  opened,
  onClose,
}: ReportSummaryModalProps) {
  const pdf = usePdfDownload(inspectionId, pdfFileName);
  return (
    <Modal opened={opened} onClose={onClose} title="Report Summary" size="lg" centered>
      <Stack gap="md">
        <Section title="Strengths" items={summary.summary.strengths} />
        <Section title="Weaknesses" items={summary.summary.weaknesses} />
        <Section title="Actionable next steps" items={summary.actionable_next_steps} />
        <Stack gap={4} role="group" aria-label="Final recommendation">
          <Title order={3} size="h5">
            Final recommendation
          </Title>
          <Text size="sm">{summary.summary.final_recommendation}</Text>
        </Stack>
        <Group justify="flex-end">
          <Button
            leftSection={<IconDownload size={16} />}
            loading={pdf.loading}
            onClick={() => void pdf.download()}
          >
            Download as PDF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
