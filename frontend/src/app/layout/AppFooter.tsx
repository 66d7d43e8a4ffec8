import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../support';

export { SUPPORT_EMAIL };

export function AppFooter() {
  return (
    <Box
      component="footer"
      py="lg"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Questions? <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
          </Text>
          <Group gap="lg" component="nav" aria-label="Legal">
            <Anchor component={Link} to="/terms" size="sm">
              Terms of service
            </Anchor>
            <Anchor component={Link} to="/privacy" size="sm">
              Privacy policy
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Homeward
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
