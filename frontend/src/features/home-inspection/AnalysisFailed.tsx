import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { HomeInspection } from './home-inspection-contract';
import { useReanalyze } from './home-inspection-queries';

const NO_REASON = 'The report could not be analyzed.';

/** A failed analysis says why and offers another run of the same file. */
export function AnalysisFailed({ inspection }: { inspection: HomeInspection }) {
  const reanalyze = useReanalyze(inspection.id);
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} title="We could not analyze this report">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{inspection.failure_reason?.trim() || NO_REASON}</Text>
        <Button color="red" variant="light" loading={reanalyze.isPending} onClick={() => reanalyze.mutate()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
