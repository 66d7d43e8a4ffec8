import type { PropertyCard } from '@api';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { GUIDED_TOUR_TARGETS } from '../guided-tour/guided-tour-steps';
import { offerLetterEditorPath } from '../properties/PropertyToolsModal';
import { listPropertyTours, tourKeys } from '../tours/tours-api';
import { propertyProgress } from './property-progress';
import { PropertyProgressList } from './PropertyProgressList';

interface PropertyProgressPanelProps {
  property: PropertyCard;
  /** Scheduling lives in the property's tools (the spec's tools modal). */
  onOpenTools: () => void;
}

/**
 * The property page's "what is done, what is next", with the two tools a buyer starts with. Its buttons are the
 * guided tour's first two targets (the third is the page's saved documents).
 */
export function PropertyProgressPanel({ property, onOpenTools }: PropertyProgressPanelProps) {
  // The same query as the page's tour list, so both show the same tours from one request.
  const tours = useQuery({
    queryKey: tourKeys.forProperty(property.id),
    queryFn: ({ signal }) => listPropertyTours(property.id, signal),
    staleTime: 0,
  });
  const { steps, next } = propertyProgress(property, tours.data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="property-progress-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="property-progress-title">
          Your progress
        </Title>
        <PropertyProgressList steps={steps} nextKey={next?.key} />
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            onClick={onOpenTools}
            data-guided-tour={GUIDED_TOUR_TARGETS.schedule}
          >
            Schedule tour
          </Button>
          <Button
            component={Link}
            to={offerLetterEditorPath(property.id)}
            variant="light"
            leftSection={<IconFileText size={16} aria-hidden />}
            data-guided-tour={GUIDED_TOUR_TARGETS.offerLetter}
          >
            Offer letter
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
