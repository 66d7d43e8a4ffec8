import { Anchor, Center, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { Property } from '@api';
import { mapsUrl } from './property-format';

/**
 * Stands in for the map of a home without photos when no map can be drawn (offline, a tile failed, no
 * coordinates): where it is, with a link to the map.
 */
export function LocationPlaceholder({ property, height }: { property: Property; height: number }) {
  const map = mapsUrl(property);
  const { city, state, zip_code: zip } = property.address;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Center h={height} bg="gray.1" c="gray.6" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Stack align="center" gap={4} data-testid="location-placeholder">
        <IconMapPin size={40} aria-hidden />
        <Text size="sm">{place || 'Location'}</Text>
        {map && (
          <Anchor href={map} target="_blank" rel="noreferrer" size="sm">
            View on map
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
