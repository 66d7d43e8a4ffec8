import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { ACCEPTED_REPORT_TYPES, MAX_REPORT_BYTES, rejectionMessage } from './report-file-rules';

interface ReportDropzoneProps {
  onFile: (file: File) => void;
  onRejected: (messages: string[]) => void;
}

/**
 * Takes several files so that dropping a batch does not refuse them all, but uses only the first acceptable one
 * (the spec: only the first dropped file is used). Rejections are reported only when nothing was usable.
 */
export function ReportDropzone({ onFile, onRejected }: ReportDropzoneProps) {
  const dropped = (accepted: FileWithPath[], rejections: FileRejection[]) => {
    const first = accepted[0];
    if (first) {
      onRejected([]);
      onFile(first);
      return;
    }
    onRejected(rejections.map(rejectionMessage));
  };

  return (
    <Dropzone
      onDrop={() => undefined}
      onDropAny={dropped}
      accept={ACCEPTED_REPORT_TYPES}
      maxSize={MAX_REPORT_BYTES}
      aria-label="Inspection report file"
    >
      <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.5} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.5} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileText size={44} stroke={1.5} aria-hidden />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="lg">Drag your inspection report here or click to choose it</Text>
          <Text size="sm" c="dimmed">
            PDF, DOCX or DOC, up to 100 MB
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
