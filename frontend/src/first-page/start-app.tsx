import { meResponseSchema } from '@api';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { CURRENT_USER_KEY } from '../features/auth/use-current-user';

/**
 * The full app (Mantine, react-query, the router and every route), at the address the history holds now. A session the
 * signed-out entry already read (`/api/me`'s or sign-in's answer) is validated and kept, so the app does not ask again.
 */
export function startApp(root: Root, me?: unknown): DataRouter {
  const queryClient = createQueryClient();
  const session = me === undefined ? undefined : meResponseSchema.safeParse(me);
  if (session?.success) queryClient.setQueryData(CURRENT_USER_KEY, session.data.user);
  // Created here, not at import: the chunk may have loaded while the entry still showed another address.
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return router;
}
