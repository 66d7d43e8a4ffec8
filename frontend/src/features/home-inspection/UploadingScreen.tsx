import { Progress, Stack, Text } from '@mantine/core';

export function UploadingScreen({ fileName, progress }: { fileName: string; progress: number }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Text size="sm">
        Uploading <b>{fileName}</b>… Please keep this window open.
      </Text>
      <Progress value={progress} animated aria-label="Upload progress" />
      <Text size="sm" c="dimmed">
        {progress < 100 ? `${progress}%` : 'Checking the file…'}
      </Text>
    </Stack>
  );
}
