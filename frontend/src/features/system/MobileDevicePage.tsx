import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useIsNarrowScreen } from './narrow-screen';

export function MobileDevicePage() {
  const narrow = useIsNarrowScreen();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconDeviceDesktop size={36} />
        </ThemeIcon>
        <Title order={1}>Documents work best on a larger screen</Title>
        <Text c="dimmed">
          The offer letter and purchase agreement editors need room to breathe. Please open them on a laptop
          or desktop computer; everything else in Homeward works on this device.
        </Text>
        {/* A phone goes back to the rest of the app; a window made wider (or a tablet turned sideways) too. */}
        <Button component={Link} to={narrow ? '/properties' : '/'}>
          {narrow ? 'Back to my properties' : 'Continue to Homeward'}
        </Button>
      </Stack>
    </Container>
  );
}
