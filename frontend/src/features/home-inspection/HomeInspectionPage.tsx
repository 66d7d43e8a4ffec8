import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api-client';
import { usePropertyReports } from './home-inspection-queries';
import { InspectionReportView } from './InspectionReportView';
import { homeInspectionReportPath } from './report-path';

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

/** Without a report id (e.g. an upload whose answer named none) the property's newest report is the one to show. */
function NewestReport({ propertyId }: { propertyId: string }) {
  const reports = usePropertyReports(propertyId);
  if (reports.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading report" />
      </Center>
    );
  }
  if (reports.error) return <Missing title="Something went wrong" text={errorMessage(reports.error)} />;
  const newest = reports.data[0];
  if (!newest)
    return <Missing title="No report yet" text="This property has no home inspection report yet." />;
  return <Navigate to={homeInspectionReportPath(propertyId, newest.id)} replace />;
}

/**
 * `/properties/home-inspection?property=…&home_inspection_id=…&analyze=true`. `analyze` is accepted for the spec's
 * links; the page waits for a queued or running analysis whatever it says.
 */
export function HomeInspectionPage() {
  const [params] = useSearchParams();
  const propertyId = params.get('property')?.trim() ?? '';
  const inspectionId = params.get('home_inspection_id')?.trim() ?? '';

  return (
    <Container size="lg" py="xl">
      {!propertyId ? (
        <Missing title="Report not found" text="The link does not name a property." />
      ) : inspectionId ? (
        <InspectionReportView key={inspectionId} propertyId={propertyId} inspectionId={inspectionId} />
      ) : (
        <NewestReport propertyId={propertyId} />
      )}
    </Container>
  );
}
