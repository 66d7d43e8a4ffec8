import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="header"
      bg="white"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          {children && (
            <Group gap="sm" wrap="nowrap">
              {children}
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
