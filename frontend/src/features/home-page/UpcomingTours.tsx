import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TOUR_STATUS_COLORS, TOUR_STATUS_LABELS, tourTimesOf } from '../tours/tour-format';
import type { Tour } from '../tours/tours-contract';

interface UpcomingToursProps {
  tours: readonly Tour[] | undefined;
  loading: boolean;
  /** The tours API failed or is not there: say so instead of claiming there are none. */
  unavailable: boolean;
}

export function UpcomingTours({ tours, loading, unavailable }: UpcomingToursProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-tours-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="home-tours-title">
          Upcoming tours
        </Title>
        {loading && <Text size="sm">Loading tours…</Text>}
        {unavailable && (
          <Text size="sm" c="dimmed">
            Tours are not available right now.
          </Text>
        )}
        {tours?.length === 0 && (
          <Text size="sm" c="dimmed">
            No upcoming tours. Schedule one from a listed property&apos;s Tools.
          </Text>
        )}
        {tours && tours.length > 0 && (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Upcoming tours"
          >
            {tours.map((tour) => (
              <Stack key={tour.id} gap={2} component="li">
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={`/properties/${tour.property_id}`} fw={600} size="sm">
                    {tour.property_address}
                  </Anchor>
                  <Badge size="sm" variant="light" color={TOUR_STATUS_COLORS[tour.status]}>
                    {TOUR_STATUS_LABELS[tour.status]}
                  </Badge>
                </Group>
                <List size="sm" aria-label={`Times for ${tour.property_address} (${tour.time_zone_label})`}>
                  {tourTimesOf(tour).map((time) => (
                    <List.Item key={time}>
                      {time} ({tour.time_zone_label})
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
