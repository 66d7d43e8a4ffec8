import { Anchor, Box, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconMapPinFilled } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MAP_ATTRIBUTION, MAP_COPYRIGHT_URL, coordinatesOf, tilesAround, type LatLng } from './map-tiles';

// Wide enough for the widest place a map is shown (the property page's column); what overflows is clipped.
const COVERED_WIDTH = 1024;

interface PropertyMapProps {
  location: LatLng | null | undefined;
  /** The address, for the map's accessible name. */
  address: string;
  height: number;
  /** Shown instead when there are no coordinates, the browser is offline, or a map tile fails to load. */
  fallback: ReactNode;
  /** Inside a button the attribution cannot be a link (no interactive content in a button); plain text then. */
  linkAttribution?: boolean;
}

/**
 * Where a home without photos is: OpenStreetMap tiles around its coordinates with a pin. Offline (the local stack
 * has no network) the first failing tile switches to the fallback, so the page never shows broken images.
 */
export function PropertyMap({
  location,
  address,
  height,
  fallback,
  linkAttribution = true,
}: PropertyMapProps) {
  const { online } = useNetwork();
  const [failed, setFailed] = useState(false);
  const point = coordinatesOf(location);
  if (!point || failed || !online) return <>{fallback}</>;
  const tiles = tilesAround(point, COVERED_WIDTH, height);
  return (
    <Box
      role="img"
      aria-label={`Map of ${address}`}
      data-testid="property-map"
      h={height}
      pos="relative"
      bg="gray.1"
      style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {tiles.map((tile) => (
        <img
          key={tile.url}
          src={tile.url}
          alt=""
          width={256}
          height={256}
          draggable={false}
          onError={() => setFailed(true)}
          style={{
            position: 'absolute',
            left: `calc(50% + ${tile.left}px)`,
            top: `calc(50% + ${tile.top}px)`,
            maxWidth: 'none',
          }}
        />
      ))}
      {/* The pin's tip is the point. */}
      <Box
        pos="absolute"
        c="red.7"
        style={{ left: '50%', top: '50%', transform: 'translate(-50%, -100%)', lineHeight: 0 }}
        aria-hidden
      >
        <IconMapPinFilled size={36} />
      </Box>
      <Text
        component="span"
        size="xs"
        pos="absolute"
        bg="rgba(255, 255, 255, 0.85)"
        c="dark.7"
        px={4}
        style={{ right: 0, bottom: 0 }}
      >
        {linkAttribution ? (
          <Anchor
            href={MAP_COPYRIGHT_URL}
            target="_blank"
            rel="noreferrer"
            size="xs"
            c="dark.7"
            underline="always"
          >
            {MAP_ATTRIBUTION}
          </Anchor>
        ) : (
          MAP_ATTRIBUTION
        )}
      </Text>
    </Box>
  );
}
