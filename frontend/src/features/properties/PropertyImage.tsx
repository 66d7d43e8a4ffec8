import { Center, Image, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';

interface PropertyImageProps {
  images: string[];
  address: string;
  height: number;
}

export function PropertyImage({ images, address, height }: PropertyImageProps) {
  const [first] = images;
  if (first) return <Image src={first} alt={`Photo of ${address}`} h={height} fit="cover" />;
  return (
    <Center h={height} bg="gray.1" c="gray.5">
      <Stack align="center" gap={4}>
        <IconHome size={40} aria-hidden />
        <Text size="sm">No photo available</Text>
      </Stack>
    </Center>
  );
}
