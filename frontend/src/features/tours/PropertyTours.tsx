// The property page's tours (issue 12): each request with its state, and Cancel behind a confirmation.
import { Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { logFailure } from '../../components/log';
import { CancelTourModal } from './CancelTourModal';
import {
  canCancelTour,
  requestedOnLabel,
  TOUR_STATUS_COLORS,
  TOUR_STATUS_LABELS,
  tourChannelsOf,
  tourTimesOf,
} from './tour-format';
import { listPropertyTours, tourKeys } from './tours-api';
import type { Tour } from './tours-contract';
import { useCancelTour } from './use-cancel-tour';

export const TOURS_UNAVAILABLE = 'Tours are not available right now.';
export const NO_TOURS = 'No tours yet. Schedule one from Tools once the property is listed.';

function TourRow({ tour, onCancel }: { tour: Tour; onCancel: () => void }) {
  const times = tourTimesOf(tour);
  const title = tour.status === 'confirmed' ? 'Confirmed time' : 'Proposed times';
  return (
    <Card withBorder padding="sm" component="li" aria-label={`Tour ${TOUR_STATUS_LABELS[tour.status]}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color={TOUR_STATUS_COLORS[tour.status]} variant="light">
              {TOUR_STATUS_LABELS[tour.status]}
            </Badge>
            <Text size="sm" c="dimmed">
              {requestedOnLabel(tour)}
            </Text>
          </Group>
          <Text size="sm" fw={600}>
            {title} ({tour.time_zone_label})
          </Text>
          <List size="sm" aria-label={title}>
            {times.map((time) => (
              <List.Item key={time}>{time}</List.Item>
            ))}
          </List>
          {tourChannelsOf(tour) && (
            <Text size="sm" c="dimmed">
              Contact: {tourChannelsOf(tour)}
            </Text>
          )}
        </Stack>
        {canCancelTour(tour) && (
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Group>
    </Card>
  );
}

export function PropertyTours({ propertyId }: { propertyId: string }) {
  const [toCancel, setToCancel] = useState<Tour | null>(null);
  const tours = useQuery({
    queryKey: tourKeys.forProperty(propertyId),
    // The desk confirms from an e-mail, elsewhere: coming back to the page always asks again.
    staleTime: 0,
    queryFn: ({ signal }) =>
      listPropertyTours(propertyId, signal).catch((error: unknown) => {
        logFailure('Failed to load tours', error);
        throw error;
      }),
  });
  const cancel = useCancelTour(() => setToCancel(null));

  return (
    <Stack gap="sm" component="section" aria-labelledby="property-tours-title">
      <Title order={2} size="h4" id="property-tours-title">
        Tours
      </Title>
      {tours.isPending && <Loader size="sm" aria-label="Loading tours" />}
      {tours.error && (
        <Text c="dimmed" size="sm">
          {TOURS_UNAVAILABLE}
        </Text>
      )}
      {tours.data?.length === 0 && <Text c="dimmed">{NO_TOURS}</Text>}
      {tours.data && tours.data.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Tours of this property"
        >
          {tours.data.map((tour) => (
            <TourRow key={tour.id} tour={tour} onCancel={() => setToCancel(tour)} />
          ))}
        </Stack>
      )}
      <CancelTourModal
        tour={toCancel}
        cancelling={cancel.isPending}
        onClose={() => setToCancel(null)}
        onConfirm={(tour) => cancel.mutate(tour)}
      />
    </Stack>
  );
}
