import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { InspectionReportView } from './InspectionReportView';
import { NewestReportRedirect } from './NewestReportRedirect';
import { PageMessage } from './PageMessage';

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
        <PageMessage title="Report not found" text="The link does not name a property." />
      ) : inspectionId ? (
        <InspectionReportView key={inspectionId} propertyId={propertyId} inspectionId={inspectionId} />
      ) : (
        <NewestReportRedirect propertyId={propertyId} />
      )}
    </Container>
  );
}
