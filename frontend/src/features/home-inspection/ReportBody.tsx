import { Alert } from '@mantine/core';
import { AnalysisFailed } from './AnalysisFailed';
import { AnalysisLoader } from './AnalysisLoader';
import { AnalyzedReport } from './AnalyzedReport';
import { PENDING_STATUSES, type HomeInspection } from './home-inspection-contract';

/** What the report page shows under its header, by the report's status. */
export function ReportBody({ inspection }: { inspection: HomeInspection }) {
  if (PENDING_STATUSES.has(inspection.status)) return <AnalysisLoader />;
  if (inspection.status === 'failed') return <AnalysisFailed inspection={inspection} />;
  if (inspection.status === 'awaiting_upload') {
    return (
      <Alert color="yellow" title="This report was not uploaded completely">
        The file never finished uploading, so there is nothing to analyze. Please upload the report again.
      </Alert>
    );
  }
  return <AnalyzedReport inspection={inspection} />;
}
