import { Image, SimpleGrid, Stack } from '@mantine/core';
import { PropertyImage } from './PropertyImage';

// The spec's preview shows at most five photos.
const MAX_PHOTOS = 5;

export function PropertyGallery({ images, address }: { images: string[]; address: string }) {
  const [cover, ...rest] = images.slice(0, MAX_PHOTOS);
  if (!cover) return <PropertyImage images={[]} address={address} height={220} />;
  return (
    <Stack gap={6}>
      <Image src={cover} alt={`Photo 1 of ${address}`} h={220} radius="md" fit="cover" />
      {rest.length > 0 && (
        <SimpleGrid cols={rest.length} spacing={6}>
          {rest.map((src, index) => (
            <Image
              key={src}
              src={src}
              alt={`Photo ${index + 2} of ${address}`}
              h={72}
              radius="sm"
              fit="cover"
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
