import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AppHeader.module.css';
import { Logo } from './Logo';

export function AppHeader({ search, children }: { search?: ReactNode; children?: ReactNode }) {
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
      <Container size="xl" py={8}>
        <Group mih={48} justify="space-between" wrap="wrap" style={{ rowGap: 8 }}>
          <Logo />
          {search && (
            <Box className={classes.search} role="search">
              {search}
            </Box>
          )}
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
