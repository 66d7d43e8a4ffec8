// Settings, "Download your data" (issue 25 item 9): ask for a copy of everything Homeward holds about you, follow
// it while every part is gathered, and download the ZIP while the link lasts.
import type { DataExport } from '@api';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { DATA_EXPORTS_KEY, listDataExports, requestDataExport } from './data-export-api';

export const DATA_EXPORT_TEXT = {
  intro:
    'Get a copy of your data: your account, properties, payments, tours, documents (with their PDFs), inspection ' +
    'reports and notifications, in one ZIP file.',
  request: 'Request a copy of your data',
  requestAgain: 'Request a new copy',
  preparing: 'We are preparing your data. This usually takes a few minutes; this page updates by itself.',
  ready: 'Your data is ready.',
  download: 'Download your data (ZIP)',
  failed: 'We could not prepare your data this time. Please request a new copy.',
  loadFailed: 'Your data exports could not be loaded. Please reload the page.',
} as const;

const POLL_MS = 3000;

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function DataExportSection() {
  const queryClient = useQueryClient();
  const exports = useQuery({
    queryKey: DATA_EXPORTS_KEY,
    queryFn: listDataExports,
    // Asked again while one is being prepared, so "preparing" turns into the download without a reload.
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'preparing' ? POLL_MS : false),
  });
  const mutation = useMutation({
    mutationFn: requestDataExport,
    onSuccess: (created) =>
      queryClient.setQueryData<DataExport[]>(DATA_EXPORTS_KEY, (old) => [created, ...(old ?? [])]),
  });
  const latest = exports.data?.[0];

  return (
    <Paper withBorder p="xl" radius="md" mt="xl" component="section" aria-labelledby="data-export-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="data-export-title">
          Download your data
        </Title>
        <Text size="sm">{DATA_EXPORT_TEXT.intro}</Text>
        {exports.isError && <Alert color="red">{DATA_EXPORT_TEXT.loadFailed}</Alert>}
        {latest?.status === 'preparing' && (
          <Alert color="blue" title="Preparing">
            {DATA_EXPORT_TEXT.preparing}
          </Alert>
        )}
        {latest?.status === 'ready' && latest.download_url && (
          <Alert color="green" title={DATA_EXPORT_TEXT.ready}>
            <Stack gap="xs">
              <Button component="a" href={latest.download_url} download variant="light" w="fit-content">
                {DATA_EXPORT_TEXT.download}
              </Button>
              {latest.expires_at && (
                <Text size="sm">
                  The link works until {dateTime(latest.expires_at)}; then the copy is deleted.
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {latest?.status === 'failed' && (
          <Alert color="red" title="Not ready">
            {DATA_EXPORT_TEXT.failed}
          </Alert>
        )}
        {mutation.isError && <Alert color="red">{errorMessage(mutation.error)}</Alert>}
        <Group>
          <Button
            onClick={() => mutation.mutate()}
            loading={mutation.isPending}
            disabled={latest?.status === 'preparing'}
            variant={latest ? 'default' : 'filled'}
          >
            {latest ? DATA_EXPORT_TEXT.requestAgain : DATA_EXPORT_TEXT.request}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
