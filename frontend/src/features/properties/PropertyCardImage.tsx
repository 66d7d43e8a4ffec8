import { Center, Image, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Property } from '@api';
import { useRefreshPropertyData } from './use-property-media';

interface PropertyCardImageProps {
  property: Property;
  address: string;
  streetViewImageUrl: string | null;
  detailPath: string;
  height: number;
}

/** The card's picture: its first photo, else its street view image, else an area that looks the home up again. */
export function PropertyCardImage({
  property,
  address,
  streetViewImageUrl,
  detailPath,
  height,
}: PropertyCardImageProps) {
  const refresh = useRefreshPropertyData();
  const picture = property.images[0] ?? streetViewImageUrl;
  if (picture) {
    const alt = property.images[0] ? `Photo of ${address}` : `Street view of ${address}`;
    return (
      <Link to={detailPath} tabIndex={-1} aria-hidden>
        <Image src={picture} alt={alt} h={height} fit="cover" />
      </Link>
    );
  }
  return (
    <UnstyledButton
      w="100%"
      onClick={() => refresh.mutate(property.id)}
      disabled={refresh.isPending || property.is_sample}
      aria-label={`Look up the details of ${address} again`}
    >
      <Center h={height} bg="gray.1" c="gray.5">
        {refresh.isPending ? (
          <Loader size="sm" aria-label="Looking up the property" />
        ) : (
          <Stack align="center" gap={4}>
            <IconHome size={40} aria-hidden />
            <Text size="sm">No photo available</Text>
            <Text size="xs">Click to look this property up again</Text>
          </Stack>
        )}
      </Center>
    </UnstyledButton>
  );
}
