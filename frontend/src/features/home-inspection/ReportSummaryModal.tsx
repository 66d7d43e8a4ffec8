import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { StructuredData } from './home-inspection-contract';
import { SummarySection } from './SummarySection';
import { usePdfDownload } from './use-pdf-download';
import { useFullScreenOnPhone } from '../../components/use-full-screen-on-phone';

interface ReportSummaryModalProps {
  inspectionId: string;
  summary: StructuredData;
  pdfFileName: string;
  opened: boolean;
  onClose: () => void;
}

export function ReportSummaryModal({
  inspectionId,
  summary,
  pdfFileName,
  opened,
  onClose,
}: ReportSummaryModalProps) {
  const fullScreenOnPhone = useFullScreenOnPhone();
  const pdf = usePdfDownload(inspectionId, pdfFileName);
  return (
    <Modal opened={opened} onClose={onClose} title="Report Summary" size="lg" centered {...fullScreenOnPhone}>
      <Stack gap="md">
        <SummarySection title="Strengths" items={summary.summary.strengths} />
        <SummarySection title="Weaknesses" items={summary.summary.weaknesses} />
        <SummarySection title="Actionable next steps" items={summary.actionable_next_steps} />
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
