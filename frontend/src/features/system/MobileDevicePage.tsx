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
        <Title order={1}>Homeward works best on a larger screen</Title>
        <Text c="dimmed">
          Documents, reports and the purchase guide need room to breathe. Please open Homeward on a laptop or
          desktop computer to continue.
        </Text>
        {/* A window made wider (or a tablet turned sideways) can go straight back. */}
        {!narrow && (
          <Button component={Link} to="/">
            Continue to Homeward
          </Button>
        )}
      </Stack>
    </Container>
  );
}
