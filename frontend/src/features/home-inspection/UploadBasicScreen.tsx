import { Alert, Anchor, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize } from './report-file-rules';
import { ReportDropzone } from './ReportDropzone';

interface UploadBasicScreenProps {
  file: File | null;
  onFile: (file: File) => void;
  /** A report exists already: this upload is the property's last (the server allows two). */
  isSecondUpload: boolean;
  onAddReport: () => void;
  onShowInfo: () => void;
}

export const SECOND_UPLOAD_NOTICE =
  'This property already has a report. You have one more chance to upload a report for it, so make sure this is the right file.';

export function UploadBasicScreen({
  file,
  onFile,
  isSecondUpload,
  onAddReport,
  onShowInfo,
}: UploadBasicScreenProps) {
  const [rejections, setRejections] = useState<string[]>([]);
  return (
    <Stack gap="md">
      <Text size="sm">
        Upload the report your home inspector gave you. We read every finding, sort it by severity and
        estimate what each repair will cost.
      </Text>
      {isSecondUpload && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="One more chance">
          {SECOND_UPLOAD_NOTICE}
        </Alert>
      )}
      <ReportDropzone onFile={onFile} onRejected={setRejections} />
      {rejections.length > 0 && (
        <Alert color="red" title="This file cannot be used" role="alert">
          <List size="sm">
            {rejections.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {file && (
        <Paper withBorder p="sm" aria-label="Chosen report">
          <Group gap="sm" wrap="nowrap">
            <IconFileText size={20} aria-hidden />
            <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
              {file.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
          </Group>
        </Paper>
      )}
      <Group justify="space-between">
        <Anchor component="button" type="button" size="sm" onClick={onShowInfo}>
          Where to get a report?
        </Anchor>
        <Button onClick={onAddReport} disabled={!file}>
          Add report
        </Button>
      </Group>
    </Stack>
  );
}
