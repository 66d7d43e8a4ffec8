import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

export function PageShell({
  headerSearch,
  headerActions,
}: {
  headerSearch?: ReactNode;
  headerActions?: ReactNode;
}) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <AppHeader search={headerSearch}>{headerActions}</AppHeader>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <AppFooter />
    </Box>
  );
}
