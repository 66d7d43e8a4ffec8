import { Box, Image } from '@mantine/core';
import { LocationPlaceholder } from './LocationPlaceholder';
import { PropertyMap } from './PropertyMap';
import { galleryLayout } from './gallery-layout';
import type { Property } from '@api';

export function PropertyGallery({ property, address }: { property: Property; address: string }) {
  const gallery = galleryLayout(property.images);
  // The spec: a map when there are no photos (the placeholder offline or without coordinates).
  if (!gallery)
    return (
      <PropertyMap
        location={property.address.geometry?.location}
        address={address}
        height={260}
        fallback={<LocationPlaceholder property={property} height={260} />}
      />
    );
  const { photos, layout } = gallery;
  return (
    <Box
      data-testid="property-gallery"
      data-layout={photos.length}
      style={{
        display: 'grid',
        gap: 6,
        gridTemplateColumns: layout.columns,
        gridTemplateRows: layout.rows,
        gridTemplateAreas: layout.template,
      }}
    >
      {photos.map((src, index) => (
        <Image
          key={`${index}:${src}`}
          src={src}
          alt={`Photo ${index + 1} of ${address}`}
          h="100%"
          radius="sm"
          fit="cover"
          style={{ gridArea: layout.areas[index] }}
        />
      ))}
    </Box>
  );
}
