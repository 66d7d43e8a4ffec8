import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { homeInspectionReportPath } from './report-path';

interface HomeInspectionToolActionProps {
  propertyId: string;
  /** Id of the property's linked report, or null when none was uploaded yet. */
  inspectionId: string | null;
  onAnalyze: () => void;
}

/** The tools modal's home inspection button for an unlocked property: upload a report, or open the one there is. */
export function HomeInspectionToolAction({
  propertyId,
  inspectionId,
  onAnalyze,
}: HomeInspectionToolActionProps) {
  if (inspectionId) {
    return (
      <Button variant="light" component={Link} to={homeInspectionReportPath(propertyId, inspectionId)}>
        View Report
      </Button>
    );
  }
  return (
    <Button variant="light" onClick={onAnalyze}>
      Analyze
    </Button>
  );
}
