import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import type { TextareaElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { TextareaField } from '../elements/TextareaField';
import { asText } from '../elements/input-format';
import { requestedCount, useAnalyzedReport } from './repair-findings';
import { RepairRequestModal } from './RepairRequestModal';

export const REPAIR_IMPORT_BUTTON = 'Import from the inspection report';

const findingsText = (report: { severity_totals: Record<'critical' | 'major', { count: number }> }) => {
  const { critical, major } = report.severity_totals;
  const plural = (count: number, word: string) => `${count} ${word} finding${count === 1 ? '' : 's'}`;
  return `${plural(critical.count, 'critical')} and ${plural(major.count, 'major')}`;
};

/**
 * The agreement's repairs field, and when the property has an analyzed inspection report, the way to fill it with
 * the report's critical and major findings as a repair or credit request (saved at once, like a selection).
 */
export function RepairsField({ element, path }: { element: TextareaElement; path: string }) {
  const form = useEditorForm();
  const report = useAnalyzedReport(form.readOnly ? null : form.propertyId);
  const [opened, setOpened] = useState(false);
  const disabled = form.disabled(element, path);

  return (
    <Stack gap="xs">
      <TextareaField element={element} path={path} />
      {report && (
        <Paper withBorder p="sm" radius="sm" role="group" aria-label="Inspection report">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">
              {requestedCount(report) > 0
                ? `Your inspection report (${report.file_name}) has ${findingsText(report)}.`
                : `Your inspection report (${report.file_name}) has no critical or major findings.`}
            </Text>
            {requestedCount(report) > 0 && (
              <Button
                variant="light"
                leftSection={<IconClipboardList size={16} />}
                disabled={disabled}
                onClick={() => setOpened(true)}
              >
                {REPAIR_IMPORT_BUTTON}
              </Button>
            )}
          </Group>
          <RepairRequestModal
            opened={opened}
            report={report}
            replaces={asText(form.value(path)).trim() !== ''}
            onClose={() => setOpened(false)}
            onInsert={(text) => {
              form.change(path, text, 'now');
              setOpened(false);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
