import { Center, Image, Loader, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { PropertyCard } from '@api';
import { PropertyMap } from './PropertyMap';
import { useRefreshPropertyData } from './use-property-media';

interface PropertyCardImageProps {
  property: PropertyCard;
  address: string;
  streetViewImageUrl: string | null;
  detailPath: string;
  height: number;
}

/**
 * The card's picture: its first photo (a link to the page). A home with no photos shows its street view image, else
 * a map of where it is, else a placeholder, and clicking that area looks the home up again (the spec's re-parse).
 */
export function PropertyCardImage({
  property,
  address,
  streetViewImageUrl,
  detailPath,
  height,
}: PropertyCardImageProps) {
  const refresh = useRefreshPropertyData();
  const photo = property.images[0];
  if (photo) {
    return (
      <Link to={detailPath} tabIndex={-1} aria-hidden>
        <Image src={photo} alt={`Photo of ${address}`} h={height} fit="cover" />
      </Link>
    );
  }
  const placeholder = (
    <Center h={height} bg="gray.1" c="gray.7">
      <Stack align="center" gap={4}>
        <IconHome size={40} aria-hidden />
        <Text size="sm">No photo available</Text>
        <Text size="xs">Click to look this property up again</Text>
      </Stack>
    </Center>
  );
  return (
    <UnstyledButton
      w="100%"
      display="block"
      onClick={() => refresh.mutate(property.id)}
      disabled={refresh.isPending || property.is_sample}
    >
      {refresh.isPending ? (
        <Center h={height} bg="gray.1">
          <Loader size="sm" aria-label="Looking up the property" />
        </Center>
      ) : streetViewImageUrl ? (
        <Image src={streetViewImageUrl} alt={`Street view of ${address}`} h={height} fit="cover" />
      ) : (
        <PropertyMap
          location={property.address.geometry?.location}
          address={address}
          height={height}
          fallback={placeholder}
          linkAttribution={false}
        />
      )}
      {/* Named by what it shows and then what it does: an aria-label without the visible text (the placeholder's, the
          map's) would fail WCAG 2.5.3, label in name. */}
      <VisuallyHidden>Look up the details of {address} again</VisuallyHidden>
    </UnstyledButton>
  );
}
