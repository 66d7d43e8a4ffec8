import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { errorMessage } from '../../app/api-client';
import { usePropertyReports } from './home-inspection-queries';
import { PageMessage } from './PageMessage';
import { homeInspectionReportPath } from './report-path';

/** Without a report id (e.g. an upload whose answer named none) the property's newest report is the one to show. */
export function NewestReportRedirect({ propertyId }: { propertyId: string }) {
  const reports = usePropertyReports(propertyId);
  if (reports.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading report" />
      </Center>
    );
  }
  if (reports.error) return <PageMessage title="Something went wrong" text={errorMessage(reports.error)} />;
  const newest = reports.data[0];
  if (!newest)
    return <PageMessage title="No report yet" text="This property has no home inspection report yet." />;
  return <Navigate to={homeInspectionReportPath(propertyId, newest.id)} replace />;
}
