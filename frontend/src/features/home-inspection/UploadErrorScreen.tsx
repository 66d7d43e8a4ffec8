import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ERROR_SCREEN_TEXT } from './upload-messages';

interface UploadErrorScreenProps {
  /** The server's reason when it gave one (e.g. the file is not a PDF, or the upload allowance is spent). */
  detail: string | null;
  onRetry: () => void;
  onClose: () => void;
}

export function UploadErrorScreen({ detail, onRetry, onClose }: UploadErrorScreenProps) {
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon color="red" variant="light" size={48} radius="xl">
        <IconAlertCircle size={28} aria-hidden />
      </ThemeIcon>
      <Text>{ERROR_SCREEN_TEXT}</Text>
      {detail && (
        <Text size="sm" c="red" role="alert">
          {detail}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onRetry}>Try again</Button>
      </Group>
    </Stack>
  );
}
