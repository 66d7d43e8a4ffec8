import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The spec: notifications last 3 seconds.
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** One made (and perhaps seeded) by the caller; a new one otherwise. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="bottom-right" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
