import { Center, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../app/api-client';
import { RepairRequestLink } from '../documents/repairs/RepairRequestLink';
import type { HomeInspection } from './home-inspection-contract';
import { useInspectionIssues } from './home-inspection-queries';
import { DetailedFindings } from './DetailedFindings';
import { DueDiligenceNotice } from './DueDiligenceNotice';
import { SeverityTotals } from './SeverityTotals';

/**
 * The body of a finished report: the due-diligence deadline if any, the way to ask the seller for repairs in the
 * purchase agreement, the per-tier totals, then the findings by tab.
 */
export function AnalyzedReport({ inspection }: { inspection: HomeInspection }) {
  const issues = useInspectionIssues(inspection.id, true);
  return (
    <Stack gap="lg">
      <DueDiligenceNotice propertyId={inspection.property_id} />
      <RepairRequestLink inspection={inspection} />
      <SeverityTotals totals={inspection.severity_totals} />
      {issues.isPending ? (
        <Center py="lg">
          <Loader aria-label="Loading findings" />
        </Center>
      ) : issues.error ? (
        <Text c="red">{errorMessage(issues.error)}</Text>
      ) : (
        <DetailedFindings inspectionId={inspection.id} issues={issues.data} />
      )}
    </Stack>
  );
}
