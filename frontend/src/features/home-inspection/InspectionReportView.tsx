import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../app/api-client';
import { ADDRESS_NOT_AVAILABLE, displayAddress } from '../properties/property-format';
import { usePropertyDetail } from '../properties/property-queries';
import { BackToProperty } from './BackToProperty';
import { PENDING_STATUSES } from './home-inspection-contract';
import { useHomeInspection, usePropertyReports } from './home-inspection-queries';
import { ReportBody } from './ReportBody';
import { ReportHeader } from './ReportHeader';
import { ReportSummaryModal } from './ReportSummaryModal';
import { UploadReportModal } from './UploadReportModal';

// The server allows two uploads per property (the spec's "one more chance"); a third is refused.
export const MAX_UPLOADS_PER_PROPERTY = 2;

function pdfFileName(address: string): string {
  const slug = address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `home-inspection-summary${slug ? `-${slug}` : ''}.pdf`;
}

export function InspectionReportView({
  propertyId,
  inspectionId,
}: {
  propertyId: string;
  inspectionId: string;
}) {
  const inspection = useHomeInspection(inspectionId);
  const property = usePropertyDetail(propertyId);
  const reports = usePropertyReports(propertyId);
  const [dialog, setDialog] = useState<'summary' | 'upload' | null>(null);

  if (inspection.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading report" />
      </Center>
    );
  }
  if (inspection.error) {
    const missing = inspection.error instanceof ApiError && [400, 404].includes(inspection.error.status);
    return (
      <Stack align="flex-start">
        <BackToProperty propertyId={propertyId} />
        <Title order={1}>{missing ? 'Report not found' : 'Something went wrong'}</Title>
        <Text c="dimmed">
          {missing ? 'This report does not exist or is not yours.' : errorMessage(inspection.error)}
        </Text>
      </Stack>
    );
  }

  const report = inspection.data;
  const address = property.data ? displayAddress(property.data) : ADDRESS_NOT_AVAILABLE;
  const summary = report.status === 'analyzed' ? report.structured_data : null;
  const canUploadAnother =
    reports.data !== undefined &&
    reports.data.length < MAX_UPLOADS_PER_PROPERTY &&
    !PENDING_STATUSES.has(report.status);

  return (
    <Stack gap="lg">
      <BackToProperty propertyId={propertyId} />
      <ReportHeader
        address={address}
        inspection={report}
        onShowSummary={summary ? () => setDialog('summary') : null}
        onUploadAnother={canUploadAnother ? () => setDialog('upload') : null}
      />
      <ReportBody inspection={report} />
      {summary && (
        <ReportSummaryModal
          inspectionId={report.id}
          summary={summary}
          pdfFileName={pdfFileName(address)}
          opened={dialog === 'summary'}
          onClose={() => setDialog(null)}
        />
      )}
      <UploadReportModal
        propertyId={propertyId}
        hasReport
        opened={dialog === 'upload'}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
